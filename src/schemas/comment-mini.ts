import * as z from 'zod/mini'
import type { Comment } from './api'
import type { CommentPage } from './comment-page'
import { isIsoDate } from './iso-date'

/**
 * The comments' schemas in zod/mini, for the browser: an article's live parts validate the comments they
 * read and post without classic zod and the other records' schemas (docs/architecture.md#in-the-browser).
 * The build pipeline keeps commentSchema and commentInputSchema of api.ts; both sides share the mapping
 * functions below, and a unit test holds them to accepting and refusing the same payloads.
 */

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

export const COMMENT_EMAIL = /^[^\s@]+@[^\s@]+$/
export const COMMENT_EMAIL_MESSAGE = 'Expected an e-mail address'
export const NUMERIC_ID = /^\d{1,15}$/
export const NUMERIC_ID_MESSAGE = 'Expected a numeric id'
export const ISO_DATE_MESSAGE = 'Expected an ISO 8601 date'

const recordId = z.union([
  z.int().check(z.nonnegative()),
  z.pipe(z.string().check(z.trim(), z.regex(NUMERIC_ID, NUMERIC_ID_MESSAGE)), z.transform(Number)),
])
const looseText = z.nullish(z.union([z.string(), z.pipe(z.number(), z.transform(String))]))
const isoDate = z.nullish(z.string().check(z.trim(), z.refine(isIsoDate, ISO_DATE_MESSAGE)))
const requiredText = z.string().check(z.trim(), z.minLength(1))

export const commentMiniSchema = z.pipe(
  z.object({
    id: recordId,
    visitor_name: looseText,
    content: looseText,
    created_at: isoDate,
    article: z.nullish(recordId),
    status: looseText,
    is_approved: z.nullish(z.boolean()),
  }),
  z.transform(commentOf),
)

export const commentInputMiniSchema = z.pipe(
  z.object({
    visitorName: requiredText,
    visitorEmail: z.string().check(z.trim(), z.regex(COMMENT_EMAIL, COMMENT_EMAIL_MESSAGE)),
    content: requiredText,
    article: recordId,
  }),
  z.transform(commentBodyOf),
)

/**
 * A page of comments from its body and its parsed comments: DRF's `{ count, next, results }`, or the bare
 * array of a back-end that does not page (then it is the whole list).
 */
export function commentPageOf(body: unknown, comments: Comment[]): CommentPage {
  if (Array.isArray(body) || typeof body !== 'object' || body === null)
    return { comments, total: comments.length, hasMore: false }
  const { count, next } = body as { count?: unknown; next?: unknown }
  const total = typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : comments.length
  return { comments, total, hasMore: typeof next === 'string' && next !== '' }
}
