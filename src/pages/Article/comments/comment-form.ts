import { ApiError } from '../../../browser/api/api-error'
import type { TextKey } from '../../../shared/i18n/text-keys'
import { FORM_TOKEN_FIELD } from '../../../shared/schemas/paths'
import { checkEmail, checkRequired } from '../../../shared/lib/forms/validation'

/** The comment form's fields (docs/behaviour.md#forms), plus the honeypot `website` that people never see. */
export interface CommentDraft {
  visitorName: string
  visitorEmail: string
  content: string
  website: string
}

export type CommentField = 'visitorName' | 'visitorEmail' | 'content'

export const COMMENT_FIELDS: readonly CommentField[] = ['visitorName', 'visitorEmail', 'content']

export const EMPTY_DRAFT: CommentDraft = { visitorName: '', visitorEmail: '', content: '', website: '' }

/** The API's name of each field (the keys of a 400 answer's `errors`). */
export const API_FIELD_NAMES = {
  visitorName: 'visitor_name',
  visitorEmail: 'visitor_email',
  content: 'content',
} as const satisfies Record<CommentField, string>

/** What a field's message can say: the browser's checks, or `server` when the back-end refused the value. */
export type CommentErrorCode = 'required' | 'email' | 'server'

/**
 * What the browser checks before anything is sent (docs/behaviour.md#forms): all required, the address well
 * formed.
 */
export const COMMENT_CHECKS = {
  visitorName: checkRequired,
  visitorEmail: checkEmail,
  content: checkRequired,
} as const

/**
 * The dictionary key of a field's message: its own when empty, the forms' shared one for a malformed address,
 * and the server's word on the field (`server`) when the back-end refused a value the browser accepted.
 */
export function commentErrorKey(field: CommentField, code: CommentErrorCode): TextKey {
  if (code === 'email') return 'form.error.email'
  if (code === 'server') return `comments.field.${API_FIELD_NAMES[field]}`
  return `comments.error.${field}.${code}`
}

/** The required fields left empty (spaces only counts as empty), in the form's order. */
export function missingFields(draft: CommentDraft): CommentField[] {
  return COMMENT_FIELDS.filter((field) => draft[field].trim() === '')
}

/** A bot filled the field no person can see or reach. */
export function isLikelyBot(draft: CommentDraft): boolean {
  return draft.website.trim() !== ''
}

/** The form's fields that a failed post names as wrong (a 400 answer's `errors`), in the form's order. */
export function fieldsInError(error: unknown): CommentField[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return []
  const named = error.errors
  return COMMENT_FIELDS.filter((field) => Object.hasOwn(named, API_FIELD_NAMES[field]))
}

/** The back-end refused the form's token (expired, or already used): the form asks for a new one and sends again. */
export function isTokenRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 400 && Object.hasOwn(error.errors ?? {}, FORM_TOKEN_FIELD)
  )
}

/**
 * The dictionary key of the message a failed post shows (docs/behaviour.md#comments): the failure, the rate
 * limit's, or a double post's. A refusal that names fields (`fieldsInError`) is not a failure to send: the
 * form shows it beside those fields instead.
 */
export function failureMessageKey(error: unknown): TextKey {
  if (error instanceof ApiError && error.status === 429) return 'comments.alert.rateLimited'
  if (error instanceof ApiError && error.status === 409) return 'comments.alert.duplicate'
  return 'comments.alert.failed'
}

/**
 * docs/behaviour.md#comment-moderation: "published" unless the back-end says the comment waits for
 * moderation.
 */
export function successMessageKey(status: 'published' | 'pending'): TextKey {
  return status === 'pending' ? 'comments.alert.pending' : 'comments.alert.published'
}
