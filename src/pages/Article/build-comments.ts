import type { ArticleComments, CommentPage } from '../../shared/schemas/comment-page'

// One index per snapshot read (the build reads each snapshot once): every article page looks its own up.
const indexes = new WeakMap<readonly ArticleComments[], Map<number, CommentPage>>()

/**
 * The first page of an article's comments as the build pulled them, or null when the build has none for it
 * (no snapshot, or its page failed): the island then loads them (docs/behaviour.md#comments).
 */
export function buildComments(
  snapshot: readonly ArticleComments[] | null,
  articleId: number,
): CommentPage | null {
  if (!snapshot) return null
  let index = indexes.get(snapshot)
  if (!index) {
    index = new Map(snapshot.map(({ article, ...page }) => [article, page]))
    indexes.set(snapshot, index)
  }
  return index.get(articleId) ?? null
}
