import '../lib/zod-without-eval'
import {
  type Comment,
  type CommentInput,
  type CommentPostBody,
  commentInputSchema,
  commentSchema,
} from '../schemas/api'
import { type CommentPage, parseCommentPageBody } from '../schemas/comment-page'
import { type ParseOptions, formatDropped, parseList } from '../schemas/parse'
import { ApiError } from './api-error'

/**
 * Validation of what the browser receives about comments, apart from parsing.ts: comments are plain text, so
 * this path needs neither the HTML sanitizer nor the known translations and French typography that records
 * with rich or localized text get, and an article's live parts download none of them.
 */

/** Comments carry no rich text; should one ever hold some, it is shown escaped, never as HTML. */
const PLAIN_TEXT: ParseOptions = {
  sanitizeHtml: (dirty) =>
    dirty.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
}

function warnDropped(dropped: { id: string | number | null; field: string; message: string }[]): void {
  for (const record of dropped) console.warn(formatDropped('comments', record))
}

export function parseComments(body: unknown): Comment[] {
  const parsed = parseList('comments', commentSchema, body, PLAIN_TEXT)
  warnDropped(parsed.dropped)
  return parsed.records
}

export type { CommentPage } from '../schemas/comment-page'

export function parseCommentPage(body: unknown): CommentPage {
  const { page, dropped } = parseCommentPageBody(body, PLAIN_TEXT)
  warnDropped(dropped)
  return page
}

/** The comment the back-end created, or null when its answer does not describe one. */
export function parseCreatedComment(body: unknown): Comment | null {
  const result = commentSchema.safeParse(body)
  return result.success ? result.data : null
}

/** The POST body; an incomplete form gives the same kind of error as the back-end's validation (400, per field). */
export function commentBody(input: CommentInput): CommentPostBody {
  const result = commentInputSchema.safeParse(input)
  if (result.success) return result.data
  const fields: Record<string, string> = {
    visitorName: 'visitor_name',
    visitorEmail: 'visitor_email',
    content: 'content',
    article: 'article',
  }
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = fields[String(issue.path[0])] ?? String(issue.path[0])
    ;(errors[field] ??= []).push(issue.message)
  }
  throw new ApiError(400, 'Invalid comment', { errors })
}
