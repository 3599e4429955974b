import type { Comment, CommentInput } from '../../shared/schemas/api'
import { API_PATHS as PATHS, articleCommentsPath, FORM_TOKEN_FIELD } from '../../shared/schemas/paths'
import { apiGet, apiPost, isAbortError } from './client'
import { COMMENT_PAGE_SIZE } from '../../shared/api/page-sizes'
import { type CommentPage, commentBody, parseCommentPage, parseCreatedComment } from './comment-parsing'

/**
 * The calls of an article's comments (docs/behaviour.md#comments), apart from fetchers.ts so that the article's
 * live parts load these and not every block's fetcher. Answers are validated by comment-parsing.ts, small enough
 * to come with them: the live parts call it as soon as they hydrate.
 */

export type { CommentPage }

/** One page of an article's published comments, newest first (`page` from 1). */
export async function fetchCommentPage(
  articleId: number,
  page: number,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const query = { page, page_size: COMMENT_PAGE_SIZE }
  return parseCommentPage(await apiGet(articleCommentsPath(articleId), query, { signal }))
}

/** A signed timestamp to post with, and how long the back-end wants the form open before a post. */
export interface FormToken {
  token: string
  waitSeconds: number
}

/**
 * The form token, or null when the back-end has none to give (a back-end without the endpoint answers 404):
 * the post then goes without one, as before.
 */
export async function fetchFormToken(signal?: AbortSignal): Promise<FormToken | null> {
  try {
    const body = (await apiGet(PATHS.commentToken, undefined, { signal })) as {
      token?: unknown
      wait_seconds?: unknown
    } | null
    if (typeof body?.token !== 'string') return null
    const wait = Number(body.wait_seconds)
    return { token: body.token, waitSeconds: Number.isFinite(wait) && wait > 0 ? Math.min(wait, 60) : 0 }
  } catch (error) {
    if (isAbortError(error)) throw error
    return null
  }
}

/**
 * The comment as the back-end created it; `status` says whether it waits for moderation
 * (docs/behaviour.md#comment-moderation).
 */
export type CreatedComment = Omit<Comment, 'id'> & { id: number | null }

/**
 * Posts a comment (never retried). Rejects with an ApiError: 400 with per-field `errors`, 404 for an unknown
 * article, 429 when posting too fast, 0 when the server cannot be reached.
 */
export async function postComment(
  input: CommentInput,
  signal?: AbortSignal,
  formToken?: string,
): Promise<CreatedComment> {
  const body = commentBody(input)
  const answer = await apiPost(
    PATHS.commentPost,
    formToken ? { ...body, [FORM_TOKEN_FIELD]: formToken } : body,
    {
      signal,
    },
  )
  return (
    parseCreatedComment(answer) ?? {
      id: null,
      visitorName: body.visitor_name,
      content: body.content,
      createdAt: null,
      article: body.article,
      status: 'published',
    }
  )
}
