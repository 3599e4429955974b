import type { Comment, CommentInput, CommentPostBody } from '../../shared/schemas/api'
import { checkComment, checkCommentInput, commentPageOf } from '../../shared/schemas/comment-check'
import type { CommentPage } from '../../shared/schemas/comment-page'
import {
  type DroppedRecord,
  describeFailure,
  formatDropped,
  listItems,
  rawId,
} from '../../shared/schemas/dropped-records'
import { ApiError } from './api-error'

export type { CommentPage } from '../../shared/schemas/comment-page'

/**
 * Validation of what the browser receives about comments, apart from parsing.ts: with the comments' own checks
 * (comment-check.ts) instead of zod and every record's schema, and without the HTML sanitizer, the known
 * translations and the typography, since comments are plain text and never rendered as HTML.
 */

function parseCommentList(body: unknown): Comment[] {
  const comments: Comment[] = []
  const dropped: DroppedRecord[] = []
  for (const item of listItems('comments', body)) {
    const result = checkComment(item)
    if (result.success) comments.push(result.data)
    else dropped.push({ id: rawId(item), ...describeFailure(result.error) })
  }
  for (const record of dropped) console.warn(formatDropped('comments', record))
  return comments
}

export function parseCommentPage(body: unknown): CommentPage {
  return commentPageOf(body, parseCommentList(body))
}

/** The comment the back-end created, or null when its answer does not describe one. */
export function parseCreatedComment(body: unknown): Comment | null {
  const result = checkComment(body)
  return result.success ? result.data : null
}

/** The POST body; an incomplete form gives the same kind of error as the back-end's validation (400, per field). */
export function commentBody(input: CommentInput): CommentPostBody {
  const result = checkCommentInput(input)
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
