import type { CommentPage } from './comment-page'
import { isRecord } from './dropped-records'
import { isIsoDate } from './iso-date'

/**
 * The comments' checks for the browser, written without zod: an article's live parts validate the comments they
 * read and the form they post with these few lines instead of a validation library, since zod/mini, the smallest
 * zod, still brings most of zod's core for two records (docs/architecture.md#in-the-browser). The pipeline keeps
 * the zod schemas of api.ts (commentSchema, commentInputSchema); both sides share the mapping functions below,
 * and a unit test holds them to accepting and refusing the same payloads, with the same failing fields.
 */

/** A refused field: its path in the record and why (the shape of zod's issues, so failures read alike). */
export interface CheckIssue {
  path: PropertyKey[]
  message: string
}

/** What a check gives: the record it made, or the fields it refused in the order of the record's fields. */
export type Checked<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: { issues: CheckIssue[] } }

/** One field's check: the value to keep, or the message saying why it is refused. */
type FieldCheck<T> = (value: unknown) => { value: T } | { refused: string }
type Fields = Record<string, FieldCheck<unknown>>
type Output<F extends Fields> = { [K in keyof F]: F[K] extends FieldCheck<infer T> ? T : never }

const refused = (message: string) => ({ refused: message })

/** Checks every field of an object (unknown fields are dropped), then maps the result. */
function checkObject<F extends Fields, T>(
  fields: F,
  map: (record: Output<F>) => T,
  value: unknown,
): Checked<T> {
  if (!isRecord(value))
    return { success: false, error: { issues: [{ path: [], message: 'Expected an object' }] } }
  const record: Record<string, unknown> = {}
  const issues: CheckIssue[] = []
  for (const [key, check] of Object.entries(fields)) {
    const result = check(value[key])
    if ('refused' in result) issues.push({ path: [key], message: result.refused })
    else record[key] = result.value
  }
  return issues.length > 0
    ? { success: false, error: { issues } }
    : { success: true, data: map(record as Output<F>) }
}

/** The field may be missing or null. */
function nullish<T>(check: FieldCheck<T>): FieldCheck<T | null | undefined> {
  return (value) => (value === undefined || value === null ? { value } : check(value))
}

export const NUMERIC_ID = /^\d{1,15}$/
export const NUMERIC_ID_MESSAGE = 'Expected a numeric id'
export const ISO_DATE_MESSAGE = 'Expected an ISO 8601 date'
export const COMMENT_EMAIL = /^[^\s@]+@[^\s@]+$/
export const COMMENT_EMAIL_MESSAGE = 'Expected an e-mail address'

/** A record's id: a whole number from 0, or its digits sent as text. */
const recordId: FieldCheck<number> = (value) => {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? { value } : refused('Expected a whole number from 0')
  if (typeof value === 'string' && NUMERIC_ID.test(value.trim())) return { value: Number(value.trim()) }
  return refused(NUMERIC_ID_MESSAGE)
}

/** Text, or a number a loosely typed back-end sent for it. */
const looseText: FieldCheck<string> = (value) => {
  if (typeof value === 'string') return { value }
  if (typeof value === 'number' && Number.isFinite(value)) return { value: String(value) }
  return refused('Expected text')
}

const isoDate: FieldCheck<string> = (value) =>
  typeof value === 'string' && isIsoDate(value.trim()) ? { value: value.trim() } : refused(ISO_DATE_MESSAGE)

const boolean: FieldCheck<boolean> = (value) =>
  typeof value === 'boolean' ? { value } : refused('Expected true or false')

/** Text with something in it once trimmed, or text the pattern accepts once trimmed. */
function trimmedText(pattern: RegExp, message: string): FieldCheck<string> {
  return (value) => {
    if (typeof value !== 'string') return refused('Expected text')
    const text = value.trim()
    return pattern.test(text) ? { value: text } : refused(message)
  }
}
const requiredText = trimmedText(/\S/, 'Expected text that is not empty')

/** A comment record as the API may send it, once its fields are checked. */
export interface CommentRecord {
  id: number
  visitor_name?: string | null
  content?: string | null
  created_at?: string | null
  article?: number | null
  status?: string | null
  is_approved?: boolean | null
}

export function commentOf(r: CommentRecord) {
  return {
    id: r.id,
    visitorName: r.visitor_name ?? '',
    /** Plain text, never rendered as HTML. */
    content: r.content ?? '',
    createdAt: r.created_at ?? null,
    article: r.article ?? null,
    /**
     * 'pending' when the back-end holds the comment for moderation; published otherwise
     * (docs/behaviour.md#comment-moderation).
     */
    status: r.status === 'pending' || r.is_approved === false ? ('pending' as const) : ('published' as const),
  }
}

/** The comment form's fields, once checked. */
export interface CommentFields {
  visitorName: string
  visitorEmail: string
  content: string
  article: number
}

/** The API body of a comment (snake_case). */
export function commentBodyOf(r: CommentFields) {
  return {
    visitor_name: r.visitorName,
    visitor_email: r.visitorEmail,
    content: r.content,
    article: r.article,
  }
}

const COMMENT_FIELDS = {
  id: recordId,
  visitor_name: nullish(looseText),
  content: nullish(looseText),
  created_at: nullish(isoDate),
  article: nullish(recordId),
  status: nullish(looseText),
  is_approved: nullish(boolean),
}

const COMMENT_INPUT_FIELDS = {
  visitorName: requiredText,
  visitorEmail: trimmedText(COMMENT_EMAIL, COMMENT_EMAIL_MESSAGE),
  content: requiredText,
  article: recordId,
}

/** A comment as the API sends it, as commentSchema of api.ts reads it. */
export const checkComment = (value: unknown) => checkObject(COMMENT_FIELDS, commentOf, value)

/** The comment form's fields, as commentInputSchema of api.ts checks them: the API body. */
export const checkCommentInput = (value: unknown) => checkObject(COMMENT_INPUT_FIELDS, commentBodyOf, value)

/**
 * A page of comments from its body and its parsed comments: DRF's `{ count, next, results }`, or the bare
 * array of a back-end that does not page (then it is the whole list).
 */
export function commentPageOf(body: unknown, comments: CommentPage['comments']): CommentPage {
  if (!isRecord(body)) return { comments, total: comments.length, hasMore: false }
  const { count, next } = body as { count?: unknown; next?: unknown }
  const total = typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : comments.length
  return { comments, total, hasMore: typeof next === 'string' && next !== '' }
}
