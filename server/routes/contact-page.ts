import type { Bilingual, ContactErrors, ContactField, ContactLanguage } from './contact-validation'

/**
 * The page a browser gets when its form post (JavaScript off) is refused (docs/behaviour.md#contact): what
 * went wrong, in the language of the page the form was on, and the way back. The browser's Back button returns
 * to the form with what was typed still in it, so nothing is lost; the link to the form is for when it does not.
 */
const LABELS: Record<ContactField, Bilingual> = {
  name: { fr: 'Nom', en: 'Name' },
  email: { fr: 'E-mail', en: 'E-mail' },
  subject: { fr: 'Sujet', en: 'Subject' },
  message: { fr: 'Message', en: 'Message' },
}

const TEXTS = {
  title: { fr: 'Votre message n’a pas été envoyé', en: 'Your message was not sent' },
  fields: {
    fr: 'Certains champs sont à corriger :',
    en: 'Some fields need correcting:',
  },
  back: {
    fr: 'Revenez au formulaire avec le bouton «\u00a0Retour\u00a0» de votre navigateur\u00a0: ce que vous avez écrit y est toujours. Corrigez, puis envoyez de nouveau.',
    en: 'Go back to the form with your browser’s Back button: what you wrote is still there. Correct it, then send it again.',
  },
  link: { fr: 'Ouvrir le formulaire de contact', en: 'Open the contact form' },
  full: {
    fr: 'Nous avons reçu trop de messages aujourd’hui pour prendre le vôtre par le formulaire.',
    en: 'We have received too many messages today to take yours through the form.',
  },
  writeTo: { fr: 'Écrivez-nous plutôt à', en: 'Write to us instead at' },
  writeToPage: {
    fr: 'Écrivez-nous plutôt à l’adresse e-mail de la page de contact',
    en: 'Write to us instead at the e-mail address on the contact page',
  },
  keep: {
    fr: 'Votre texte est toujours dans le formulaire, derrière le bouton «\u00a0Retour\u00a0» de votre navigateur\u00a0: copiez-le. Vous pouvez aussi l’envoyer de nouveau demain.',
    en: 'Your text is still in the form, behind your browser’s Back button: copy it from there. You can also send it again tomorrow.',
  },
  brand: { fr: 'Association Humanitaire du Bénin', en: 'Benin Humanitarian Association' },
} satisfies Record<string, Bilingual>

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/**
 * A refusal as the page shows it: the fields at fault, one sentence (too fast, too long…), or the day's
 * messages all taken (CONTACT_DAILY_LIMIT), when the page offers the e-mail address instead.
 */
export type Refusal =
  { errors: ContactErrors } | { reason: Bilingual } | { full: true; email: string | undefined }

function fullPage(email: string | undefined, lang: ContactLanguage): string {
  const mail = email
    ? `${escape(TEXTS.writeTo[lang])} <a href="mailto:${escape(email)}">${escape(email)}</a>.`
    : `${escape(TEXTS.writeToPage[lang])}.`
  return `<p>${escape(TEXTS.full[lang])}</p>\n<p>${mail}</p>\n<p>${escape(TEXTS.keep[lang])}</p>`
}

export function refusalPage(refusal: Refusal, lang: ContactLanguage, contactUrl: string): string {
  const problems =
    'full' in refusal
      ? fullPage(refusal.email, lang)
      : 'errors' in refusal
        ? `<p>${escape(TEXTS.fields[lang])}</p><ul>${Object.entries(refusal.errors)
            .map(
              ([field, message]) =>
                `<li><strong>${escape(LABELS[field as ContactField][lang])}</strong>${lang === 'fr' ? '\u00a0:' : ':'} ${escape(message[lang])}</li>`,
            )
            .join('')}</ul>`
        : `<p>${escape(refusal.reason[lang])}</p>`
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(TEXTS.title[lang])} – AHB</title>
<style>
body{font:1.0625rem/1.6 system-ui,sans-serif;color:#0f172a;margin:0;padding:1.5rem;max-width:40rem}
h1{font-size:1.5rem;line-height:1.3;color:#991b1b}
li{margin:.5rem 0}
a{display:inline-block;padding:.75rem 0;color:#0e7490;font-weight:600}
</style>
</head>
<body>
<main>
<p>${escape(TEXTS.brand[lang])}</p>
<h1>${escape(TEXTS.title[lang])}</h1>
${problems}
${'full' in refusal ? '' : `<p>${escape(TEXTS.back[lang])}</p>`}
<p><a href="${escape(contactUrl)}">${escape(TEXTS.link[lang])}</a></p>
</main>
</body>
</html>
`
}
