import { toIso } from '../db/time'
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
  validateContact,
} from './contact-validation'
import { isHoneypotFilled } from './comment-validation'
import type { RouteDeps } from './context'

/** Where the site thanks the sender, in the post's language (docs/behaviour.md#contact). */
export const THANKS_PATH = '/contact/merci'
export const CONTACT_TOKEN_PATH = '/api/contact/token/'

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
const STALE_TOKEN =
  'Le formulaire a expiré ou a déjà servi : il a été renouvelé, envoyez de nouveau votre message.'

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

export function contactRoutes(deps: RouteDeps): Record<'describe' | 'token' | 'create', RouteHandler> {
  /** A page of the site: absolute on SITE_URL's origin, never on anything the request says. */
  const sitePage = (lang: ContactLanguage, path: string) => `${deps.options.siteOrigin}/${lang}${path}`

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
    return 'errors' in refusal
      ? json(status, { errors: french(refusal.errors) }, headers)
      : error(status, refusal.reason.fr, headers)
  }

  return {
    /** What the site reads at build time to offer the form (docs/behaviour.md#endpoints). */
    describe: () =>
      json(200, {
        fields: CONTACT_FIELDS,
        max_length: CONTACT_MAX_LENGTH,
        token: CONTACT_TOKEN_PATH,
      }),

    token: () => json(200, deps.tokens.issue(deps.now()), { 'Cache-Control': 'no-store' }),

    create: async ({ contentType, readBody, declaresTooLarge, clientAddress }) => {
      const kind = bodyKind(contentType)
      if (!kind) {
        return error(
          400,
          'Le corps de la requête doit être du JSON ou un formulaire (application/x-www-form-urlencoded).',
        )
      }
      if (declaresTooLarge) return refuse(kind, 413, { reason: TOO_LARGE }, 'fr', { Connection: 'close' })
      const received = await readBody()
      if (received.kind === 'too-large')
        return refuse(kind, 413, { reason: TOO_LARGE }, 'fr', { Connection: 'close' })
      if (received.kind === 'timeout')
        return refuse(kind, 408, { reason: TOO_SLOW }, 'fr', { Connection: 'close' })
      const body = parseBody(kind, received.text)
      if (!body) return error(400, 'JSON invalide : un objet est attendu.')
      const lang = postLanguage(body)

      const checked = validateContact(body)
      if ('errors' in checked) return refuse(kind, 400, checked, lang)
      const now = deps.now()

      // The site's script sends a token as the comment form does; a browser posting the form itself cannot
      // fetch one, and is held by the honeypot and the rate limits alone (docs/behaviour.md#contact-post-rules).
      let token: TokenCheck | undefined
      if (kind === 'json' || body.form_token !== undefined) {
        token = deps.tokens.check(body.form_token, now)
        if (token.kind === 'invalid') return json(400, { errors: { form_token: [STALE_TOKEN] } })
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
      return deps.db
        .transaction((): Reply => {
          if (token?.kind === 'ok' && !deps.tokens.take(token, now))
            return json(400, { errors: { form_token: [STALE_TOKEN] } })
          // A bot that fills the hidden field is answered as a person would be, and nothing is kept.
          if (!isHoneypotFilled(body)) deps.contact.insert({ ...checked.draft, created_at: now })
          return accepted()
        })
        .immediate()
    },
  }
}
