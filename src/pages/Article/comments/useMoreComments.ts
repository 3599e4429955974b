import { useState } from 'react'
import { type CommentPage, fetchCommentPage } from '../../../browser/api/comment-fetchers'
import type { Comment } from '../../../shared/schemas/api'

export type MoreStatus = 'idle' | 'loading' | 'error'

/**
 * The comments past the first page, loaded on demand ("more"). A new first page (after a post or a retry)
 * starts the list over. A comment posted between two loads shifts the pages by one: ids already shown are
 * not shown twice.
 */
export function useMoreComments(articleId: number, first: CommentPage | undefined) {
  const [more, setMore] = useState<{ first: CommentPage | undefined; pages: CommentPage[] }>({
    first,
    pages: [],
  })
  const [status, setStatus] = useState<MoreStatus>('idle')
  if (more.first !== first) setMore({ first, pages: [] })
  const pages = more.first === first ? more.pages : []

  const seen = new Set<number>()
  const comments: Comment[] = []
  for (const comment of [first?.comments ?? [], ...pages.map((page) => page.comments)].flat()) {
    if (seen.has(comment.id)) continue
    seen.add(comment.id)
    comments.push(comment)
  }
  const last = pages.at(-1) ?? first

  const loadMore = async () => {
    if (status === 'loading' || !first) return
    setStatus('loading')
    try {
      const page = await fetchCommentPage(articleId, pages.length + 2)
      setMore((current) => (current.first === first ? { first, pages: [...current.pages, page] } : current))
      setStatus('idle')
    } catch (error) {
      console.warn('More comments could not be loaded.', error)
      setStatus('error')
    }
  }

  return { comments, total: first?.total ?? 0, hasMore: last?.hasMore ?? false, status, loadMore }
}
