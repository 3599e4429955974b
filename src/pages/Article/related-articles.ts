import type { Article } from '../../shared/schemas/api'

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
  const sameCategory = (article: Article) =>
    current.category !== null && article.category === current.category
  const same: Article[] = []
  const others: Article[] = []
  for (const article of sortedNewestFirst(articles)) {
    if (article.id === current.id) continue
    if (sameCategory(article)) same.push(article)
    else if (others.length < count) others.push(article)
    if (same.length >= count) break
  }
  return [...same, ...others].slice(0, count)
}

const sorted = new WeakMap<readonly Article[], readonly Article[]>()

/**
 * The list sorted once (stable: equal dates keep the list's order), not once per article page: every article
 * page of a build asks with the same snapshot, whose 2,000 articles were sorted again for each of its 4,000
 * pages (docs/architecture.md#the-page-phase).
 */
function sortedNewestFirst(articles: readonly Article[]): readonly Article[] {
  let list = sorted.get(articles)
  if (!list) {
    list = [...articles].sort(newestFirst)
    sorted.set(articles, list)
  }
  return list
}
