import { type Comment, commentSchema } from './api'
import { type DroppedRecord, type ParseOptions, parseList } from './parse'

/** One page of an article's comments, newest first as the API pages them (docs/behaviour.md#comments). */
export interface CommentPage {
  comments: Comment[]
  /** All published comments of the article; the length of the list when the back-end does not page. */
  total: number
  hasMore: boolean
}

/**
 * The first page of one article's comments as the build kept it (the `comments` snapshot): what the article
 * prerenders, so its comments read without JavaScript (docs/behaviour.md#comments).
 */
export interface ArticleComments extends CommentPage {
  article: number
}

/**
 * One page of comments: DRF's `{ count, next, results }`, or the bare array of a back-end that does not page
 * (then it is the whole list). Shared by the pipeline and the browser, so both read a page alike.
 */
export function parseCommentPageBody(
  body: unknown,
  options: ParseOptions,
): { page: CommentPage; dropped: DroppedRecord[] } {
  const { records: comments, dropped } = parseList('comments', commentSchema, body, options)
  if (Array.isArray(body) || typeof body !== 'object' || body === null)
    return { page: { comments, total: comments.length, hasMore: false }, dropped }
  const { count, next } = body as { count?: unknown; next?: unknown }
  const total = typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : comments.length
  return { page: { comments, total, hasMore: typeof next === 'string' && next !== '' }, dropped }
}
