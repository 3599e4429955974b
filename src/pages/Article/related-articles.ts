import type { Article } from '../../schemas/api'

/** docs/behaviour.md#article: three related stories under an article. */
export const RELATED_COUNT = 3

/** Newest first; an article without a date last. */
function newestFirst(a: Article, b: Article): number {
  return (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '')
}

/**
 * The stories to read after `current` (docs/behaviour.md#article): those of its category first, then the
 * others, newest first in each group; never the article itself. Chosen at build time from the articles
 * snapshot, so the page carries only their cards.
 */
export function relatedArticles(
  articles: readonly Article[],
  current: Article,
  count: number = RELATED_COUNT,
): Article[] {
  const others = articles.filter((article) => article.id !== current.id).sort(newestFirst)
  const sameCategory = (article: Article) =>
    current.category !== null && article.category === current.category
  return [...others.filter(sameCategory), ...others.filter((article) => !sameCategory(article))].slice(
    0,
    count,
  )
}
