import { beninDay, DAY_MS, toIso } from '../db/time'
import type { TokenCheck } from '../http/form-token'
import { isJsonContentType, parseJsonObject } from '../http/json-body'
import { error, htmlPage, json, type Reply, seeOther } from '../http/reply'
import type { RouteHandler } from '../http/router'
import { refusalPage, type Refusal } from './contact-page'
import {
  type Bilingual,
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  type ContactErrors,
  type ContactLanguage,
  postLanguage,
  preferredLanguage,
  validateContact,
} from './contact-validation'
import { isHoneypotFilled } from './comment-validation'
import type { RouteDeps } from './context'

/** Where the site thanks the sender, in the post's language (docs/behaviour.md#contact). */
export const THANKS_PATH = '/contact/merci'
export const CONTACT_TOKEN_PATH = '/api/contact/token/'
export const CONTACT_PATH = '/api/contact/'

const TOO_LARGE: Bilingual = {
  fr: 'Message trop long (64 Kio au maximum).',
  en: 'Message too long (64 KiB at most).',
}
const TOO_SLOW: Bilingual = {
  fr: 'Le message est arrivé trop lentement : envoyez-le de nouveau.',
  en: 'The message arrived too slowly: send it again.',
}
const TOO_SOON: Bilingual = {
  fr: 'Envoi trop rapide : patientez quelques secondes.',
  en: 'Sent too quickly: wait a few seconds.',
}
const TOO_MANY = (seconds: number): Bilingual => ({
  fr: `Trop de messages envoyés depuis votre connexion. Réessayez dans ${seconds} secondes.`,
  en: `Too many messages sent from your connection. Try again in ${seconds} seconds.`,
})
/** To the script, which fetches a new token and sends once more by itself. */
const STALE_TOKEN =
  'Le formulaire a expiré ou a déjà servi : il a été renouvelé, envoyez de nouveau votre message.'
/** To a browser posting the form itself, which has to open the form again. */
const STALE_FORM: Bilingual = {
  fr: 'Le formulaire a expiré ou a déjà servi : ouvrez-le de nouveau, puis envoyez votre message.',
  en: 'The form has expired or has already been used: open it again, then send your message.',
}
const FULL = (email: string | undefined) =>
  `Trop de messages reçus aujourd’hui : écrivez-nous par e-mail${email ? ` à ${email}` : ''}, ou réessayez demain.`

/** The same message sent again within this time is answered as a success and stored once. */
export const CONTACT_DUPLICATE_WINDOW_MS = DAY_MS

type BodyKind = 'json' | 'form'

/** JSON from the site's script; a form-encoded body from a browser posting the form itself (no JavaScript). */
function bodyKind(header: string): BodyKind | undefined {
  const type = header.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/x-www-form-urlencoded') return 'form'
  return isJsonContentType(header) ? 'json' : undefined
}

function parseBody(kind: BodyKind, text: string): Record<string, unknown> | undefined {
  return kind === 'form' ? Object.fromEntries(new URLSearchParams(text)) : parseJsonObject(text)
}

const french = (errors: ContactErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message.fr]]))

const FOREIGN_ORIGIN = 'Origine non autorisée (CORS_ORIGINS).'
const FOREIGN_FORM: Bilingual = {
  fr: 'Ce formulaire a été envoyé depuis un autre site que le nôtre : ouvrez notre formulaire de contact et envoyez votre message de là.',
  en: 'This form was sent from another site than ours: open our contact form and send your message from there.',
}

/**
 * The 403 of a post from an origin that is not allowed (server/api.ts refuses it before any route): a browser
 * posting the contact form gets the refusal page, in its language, as for every other refusal.
 */
export function foreignOriginReply(
  siteOrigin: string,
  path: string,
  contentType: string,
  acceptLanguage: string,
): Reply {
  if (path !== CONTACT_PATH || bodyKind(contentType) !== 'form') return error(403, FOREIGN_ORIGIN)
  const lang = preferredLanguage(acceptLanguage)
  return htmlPage(403, refusalPage({ reason: FOREIGN_FORM }, lang, `${siteOrigin}/${lang}/contact`))
}

export function contactRoutes(deps: RouteDeps): Record<'describe' | 'token' | 'create', RouteHandler> {
  /** A page of the site: absolute on SITE_URL's origin, never on anything the request says. */
  const sitePage = (lang: ContactLanguage, path: string) => `${deps.options.siteOrigin}/${lang}${path}`
  const { contactDailyLimit: dailyLimit, contactEmail } = deps.options
  // One line a day for the operator, whichever process sees the limit first (the day is kept in `meta`).
  const noteLimitReached = deps.db.prepare(
    `INSERT INTO meta (key, value) VALUES ('contact_limit_day', ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE value <> excluded.value`,
  )

  /** The same refusal for both clients: JSON as for comments, or a page for a browser's form post. */
  const refuse = (
    kind: BodyKind,
    status: number,
    refusal: Refusal,
    lang: ContactLanguage,
    headers?: Record<string, string>,
  ): Reply => {
    if (kind === 'form')
      return htmlPage(status, refusalPage(refusal, lang, sitePage(lang, '/contact')), headers)
    if ('errors' in refusal) return json(status, { errors: french(refusal.errors) }, headers)
    return error(status, 'full' in refusal ? FULL(refusal.email) : refusal.reason.fr, headers)
  }
  /** JSON names `form_token`, so the script fetches a new token and sends again; a browser gets the page. */
  const staleToken = (kind: BodyKind, lang: ContactLanguage): Reply =>
    kind === 'form'
      ? refuse(kind, 400, { reason: STALE_FORM }, lang)
      : json(400, { errors: { form_token: [STALE_TOKEN] } })

  return {
    /** What the site reads at build time to offer the form (docs/behaviour.md#endpoints). */
    describe: () =>
      json(200, {
        fields: CONTACT_FIELDS,
        max_length: CONTACT_MAX_LENGTH,
        token: CONTACT_TOKEN_PATH,
      }),

    token: () => json(200, deps.tokens.issue('contact', deps.now()), { 'Cache-Control': 'no-store' }),

    create: async ({ contentType, readBody, declaresTooLarge, clientAddress, acceptLanguage }) => {
      const kind = bodyKind(contentType)
      if (!kind) {
        return error(
          400,
          'Le corps de la requête doit être du JSON ou un formulaire (application/x-www-form-urlencoded).',
        )
      }
      // Refused before the body (and its `language`) is read: the browser's language.
      const early = preferredLanguage(acceptLanguage)
      if (declaresTooLarge) return refuse(kind, 413, { reason: TOO_LARGE }, early, { Connection: 'close' })
      const received = await readBody()
      if (received.kind === 'too-large')
        return refuse(kind, 413, { reason: TOO_LARGE }, early, { Connection: 'close' })
      if (received.kind === 'timeout')
        return refuse(kind, 408, { reason: TOO_SLOW }, early, { Connection: 'close' })
      const body = parseBody(kind, received.text)
      if (!body) return error(400, 'JSON invalide : un objet est attendu.')
      const lang = postLanguage(body)

      const checked = validateContact(body)
      if ('errors' in checked) return refuse(kind, 400, checked, lang)
      const now = deps.now()

      // The site's script sends a token as the comment form does; a browser posting the form itself cannot
      // fetch one, and is held by the honeypot and the limits alone (docs/behaviour.md#contact-post-rules).
      let token: TokenCheck | undefined
      if (kind === 'json' || body.form_token !== undefined) {
        token = deps.tokens.check(body.form_token, 'contact', now)
        if (token.kind === 'invalid') return staleToken(kind, lang)
        if (token.kind === 'too-early')
          return refuse(kind, 429, { reason: TOO_SOON }, lang, { 'Retry-After': String(token.waitSeconds) })
      }

      const decision = deps.contactLimiter.take(clientAddress)
      if (!decision.allowed) {
        const wait = decision.retryAfterSeconds
        return refuse(kind, 429, { reason: TOO_MANY(wait) }, lang, { 'Retry-After': String(wait) })
      }
      const accepted = (): Reply =>
        kind === 'form'
          ? seeOther(sitePage(lang, THANKS_PATH))
          : json(201, { status: 'received', created_at: toIso(now) })
      const { draft } = checked
      return deps.db
        .transaction((): Reply => {
          // A refresh or a double tap sends the same message again: answered as the first, stored once.
          const copy = deps.contact.hasRecentCopy(draft, now - CONTACT_DUPLICATE_WINDOW_MS)
          const day = beninDay(now)
          if (!copy && deps.contact.storedSince(day.start) >= dailyLimit) {
            if (noteLimitReached.run(day.date).changes > 0)
              console.warn(
                `[api] CONTACT_DAILY_LIMIT (${dailyLimit}) reached on ${day.date}: contact posts are answered ` +
                  '503 until midnight, Benin time. Raise it if people are being turned away (README).',
              )
            return refuse(kind, 503, { full: true, email: contactEmail }, lang, {
              'Retry-After': String(Math.max(1, Math.ceil((day.end - now) / 1000))),
            })
          }
          if (token?.kind === 'ok' && !deps.tokens.take(token, now)) return staleToken(kind, lang)
          // A bot that fills the hidden field is answered as a person would be, and nothing is kept.
          if (!copy && !isHoneypotFilled(body)) deps.contact.insert({ ...draft, created_at: now })
          return accepted()
        })
        .immediate()
    },
  }
}
