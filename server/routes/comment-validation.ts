import { INVISIBLE_MARKS } from '../db/comment-key'
import { forbiddenCharacter } from './comment-characters'

export interface CommentDraft {
  visitor_name: string
  visitor_email: string
  content: string
  article: number
}

export type FieldErrors = Record<string, string[]>

const REQUIRED = 'Ce champ est obligatoire.'
const NOT_TEXT = 'Ce champ doit être un texte.'
const BROKEN_TEXT =
  'Ce champ contient un caractère invalide (demi-paire UTF-16) : retapez-le ou retirez le caractère.'

const WHITE_SPACE = /\p{White_Space}/gu
/** In a `u` expression a surrogate matches only when it is alone, i.e. when the text is not valid Unicode. */
const LONE_SURROGATE = /\p{Cs}/u

/** What a reader sees of a text: empty when it holds only invisible characters and white space. */
export const visibleText = (value: string): string =>
  value.replace(INVISIBLE_MARKS, '').replace(WHITE_SPACE, '')

/** Pragmatic address check: a dot-atom local part and a domain of at least two labels ending in letters. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

export function isValidEmail(address: string): boolean {
  const at = address.lastIndexOf('@')
  if (at <= 0) return false
  const local = address.slice(0, at)
  const labels = address.slice(at + 1).split('.')
  const last = labels[labels.length - 1] ?? ''
  return (
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(last)
  )
}

/** Length in characters as a person counts them (an emoji is one), not in UTF-16 units. */
const length = (text: string): number => [...text].length

function text(
  body: Record<string, unknown>,
  field: string,
  errors: FieldErrors,
  check: (value: string) => string | undefined,
): string {
  const raw = body[field]
  if (raw === undefined || raw === null) {
    errors[field] = [REQUIRED]
    return ''
  }
  if (typeof raw !== 'string') {
    errors[field] = [NOT_TEXT]
    return ''
  }
  const value = raw.trim()
  // Stored as sent or not at all: SQLite would turn a lone surrogate into U+FFFD after we had acknowledged it.
  const problem = LONE_SURROGATE.test(value)
    ? BROKEN_TEXT
    : visibleText(value) === ''
      ? REQUIRED
      : check(value)
  if (problem) errors[field] = [problem]
  return value
}

function articleId(raw: unknown, errors: FieldErrors): number {
  if (raw === undefined || raw === null || raw === '') {
    errors.article = [REQUIRED]
    return 0
  }
  const n =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw)
        ? Number(raw)
        : NaN
  if (!Number.isSafeInteger(n) || n < 1) {
    errors.article = ['Identifiant d’article invalide.']
    return 0
  }
  return n
}

/** Validates a comment post; fields are trimmed, unknown fields are ignored. */
export function validateComment(
  body: Record<string, unknown>,
): { draft: CommentDraft } | { errors: FieldErrors } {
  const errors: FieldErrors = {}
  const visitor_name = text(
    body,
    'visitor_name',
    errors,
    (v) =>
      forbiddenCharacter(v, 'name') ??
      (length(visibleText(v)) < 2 || length(v) > 100
        ? 'Le nom doit contenir entre 2 et 100 caractères.'
        : undefined),
  )
  const visitor_email = text(body, 'visitor_email', errors, (v) => {
    if (length(v) > 254) return 'L’adresse e-mail ne doit pas dépasser 254 caractères.'
    return isValidEmail(v) ? undefined : 'Adresse e-mail invalide.'
  })
  const content = text(
    body,
    'content',
    errors,
    (v) =>
      forbiddenCharacter(v, 'content') ??
      (length(visibleText(v)) < 3 || length(v) > 2000
        ? 'Le commentaire doit contenir entre 3 et 2000 caractères.'
        : undefined),
  )
  const article = articleId(body.article, errors)
  if (Object.keys(errors).length > 0) return { errors }
  return { draft: { visitor_name, visitor_email, content, article } }
}

/** The hidden `website` field is left empty by people; a bot that fills it gets a convincing 201 and no more. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const trap = body.website
  if (trap === undefined || trap === null || trap === false) return false
  return typeof trap === 'string' ? trap.trim() !== '' : true
}
