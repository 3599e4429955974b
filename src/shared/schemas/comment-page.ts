import { type Comment, commentSchema } from './api'
import { commentPageOf } from './comment-check'
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
 * When the pipeline last fetched an article's first page of comments, and the answer's validators, to ask next
 * time whether it changed (docs/architecture.md#the-comments-at-a-bounded-cost). Kept beside the comments
 * snapshot's data, never in it: the pages read the data only.
 */
export interface CommentFetch {
  /** ISO date-time of the fetch (or of the 304 that confirmed it). */
  at: string
  etag?: string
  lastModified?: string
}

/**
 * One page of comments: DRF's `{ count, next, results }`, or the bare array of a back-end that does not page
 * (then it is the whole list). The pipeline's reading; the browser reads a page with the same commentPageOf
 * (comment-check.ts), so both read it alike.
 */
export function parseCommentPageBody(
  body: unknown,
  options: ParseOptions,
): { page: CommentPage; dropped: DroppedRecord[] } {
  const { records: comments, dropped } = parseList('comments', commentSchema, body, options)
  return { page: commentPageOf(body, comments), dropped }
}
