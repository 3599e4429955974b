import { findForbidden, type TextField } from './comment-characters'
import { isValidEmail, visibleText } from './comment-validation'

/**
 * The contact post's fields (docs/behaviour.md#contact-post-rules). Messages come in both languages: a JSON
 * client gets the French ones, as for comments; a browser's form post gets a page in its own language.
 */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactLanguage = 'fr' | 'en'

/** Longest value of each field, in characters; GET /api/contact/ tells the site, which gives it to the inputs. */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
}
const MIN_LENGTH = { name: 2, subject: 2, message: 10 } as const

export interface ContactDraft {
  name: string
  email: string
  subject: string
  message: string
  language: ContactLanguage
}

export type Bilingual = Record<ContactLanguage, string>
export type ContactErrors = Partial<Record<ContactField, Bilingual>>

const REQUIRED: Bilingual = { fr: 'Ce champ est obligatoire.', en: 'This field is required.' }
const NOT_TEXT: Bilingual = { fr: 'Ce champ doit être un texte.', en: 'This field must be text.' }
const BROKEN_TEXT: Bilingual = {
  fr: 'Ce champ contient un caractère invalide (demi-paire UTF-16) : retapez-le ou retirez le caractère.',
  en: 'This field holds an invalid character (half a UTF-16 pair): type it again or remove the character.',
}
const LONE_SURROGATE = /\p{Cs}/u

const length = (text: string): number => [...text].length

function forbidden(value: string, field: TextField): Bilingual | undefined {
  const found = findForbidden(value, field)
  if (found?.kind === 'control')
    return {
      fr: `Ce champ contient un caractère de contrôle invisible (${found.codePoint}) : retapez le texte plutôt que de le coller.`,
      en: `This field holds an invisible control character (${found.codePoint}): type the text rather than paste it.`,
    }
  if (found?.kind === 'bidi')
    return {
      fr: `Ce champ contient un caractère invisible qui change le sens de l’écriture (${found.codePoint}) : retapez le texte plutôt que de le coller.`,
      en: `This field holds an invisible character that changes the writing direction (${found.codePoint}): type the text rather than paste it.`,
    }
  return undefined
}

function between(field: 'name' | 'subject' | 'message', value: string): Bilingual | undefined {
  const min = MIN_LENGTH[field]
  const max = CONTACT_MAX_LENGTH[field]
  if (length(visibleText(value)) >= min && length(value) <= max) return undefined
  return {
    fr: `Ce champ doit contenir entre ${min} et ${max} caractères.`,
    en: `This field must hold between ${min} and ${max} characters.`,
  }
}

const CHECKS: Record<ContactField, (value: string) => Bilingual | undefined> = {
  // The name and the subject are one line each; the message keeps its line breaks.
  name: (v) => forbidden(v, 'name') ?? between('name', v),
  email: (v) =>
    length(v) > CONTACT_MAX_LENGTH.email
      ? {
          fr: 'L’adresse e-mail ne doit pas dépasser 254 caractères.',
          en: 'The e-mail address must not exceed 254 characters.',
        }
      : isValidEmail(v)
        ? undefined
        : { fr: 'Adresse e-mail invalide.', en: 'Invalid e-mail address.' },
  subject: (v) => forbidden(v, 'name') ?? between('subject', v),
  message: (v) => forbidden(v, 'content') ?? between('message', v),
}

/** `fr` unless the post says `en`: the language of the page the form was on. */
export function postLanguage(body: Record<string, unknown>): ContactLanguage {
  return body.language === 'en' ? 'en' : 'fr'
}

/**
 * The visitor's language before their post is read (a body refused unread): the first of `fr` and `en` in
 * the browser's Accept-Language, by preference; `fr` when it names neither.
 */
export function preferredLanguage(acceptLanguage: string): ContactLanguage {
  const ranked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().toLowerCase().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { primary: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => (entry.primary === 'fr' || entry.primary === 'en') && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.primary === 'en' ? 'en' : 'fr'
}

/** Validates a contact post; values are trimmed, unknown fields ignored. */
export function validateContact(
  body: Record<string, unknown>,
): { draft: ContactDraft } | { errors: ContactErrors } {
  const errors: ContactErrors = {}
  const values = {} as Record<ContactField, string>
  for (const field of CONTACT_FIELDS) {
    const raw = body[field]
    values[field] = ''
    if (raw === undefined || raw === null) {
      errors[field] = REQUIRED
      continue
    }
    if (typeof raw !== 'string') {
      errors[field] = NOT_TEXT
      continue
    }
    const value = raw.trim()
    values[field] = value
    // Stored as sent or not at all: SQLite would turn a lone surrogate into U+FFFD.
    const problem = LONE_SURROGATE.test(value)
      ? BROKEN_TEXT
      : visibleText(value) === ''
        ? REQUIRED
        : CHECKS[field](value)
    if (problem) errors[field] = problem
  }
  if (Object.keys(errors).length > 0) return { errors }
  return { draft: { ...values, language: postLanguage(body) } }
}
