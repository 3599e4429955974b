import type { ArticleSort } from '../../shared/schemas/paths'

/**
 * How the news list merges, for a back-end whose `search` matches titles only, the articles of the build found
 * in the site's index (titles and texts) with the articles the API gives that are newer than the build
 * (docs/behaviour.md#search-from-the-top-bar). Pure, so the order and the counts are unit-tested.
 */

/** An article of the API's answer, reduced to what the merge compares. */
export interface FreshArticle<C> {
  slug: string
  /** Milliseconds since 1970; null when the article has no date. */
  published: number | null
  /** titleSortKey of its French title. */
  titleKey: string
  card: C
}

/** A place of the merged list: the index's hit at that rank, or an article of the API. */
export type Slot<C> = { held: number } | { fresh: FreshArticle<C> }

/**
 * The API's articles the build does not hold: those published after the newest it holds (`newestHeld`, null
 * when it holds none), less any whose slug is among the held hits (`heldSlugs`, when they were read). An
 * article older than that is the index's to find, so that every sort shows the same articles.
 */
export function freshArticles<C>(
  articles: readonly FreshArticle<C>[],
  newestHeld: number | null,
  heldSlugs?: ReadonlySet<string>,
): FreshArticle<C>[] {
  return articles.filter(
    (article) =>
      (newestHeld === null || (article.published !== null && article.published > newestHeld)) &&
      !heldSlugs?.has(article.slug),
  )
}

/** True when the order needs the held hits' title keys: a title sort with articles to place among them. */
export const needsHeldKeys = (sort: ArticleSort, fresh: readonly unknown[]): boolean =>
  sort === 'title_fr' && fresh.length > 0

/**
 * The merged order. `held` is the index's hits, already in the sort's order: their number, or their title
 * keys for a title sort (needsHeldKeys). The API's articles, in the sort's order too, are newer than every
 * held one: first when the newest come first, last when the oldest do, placed by title for the title sort
 * (an equal key: the held one first, as the back-end breaks ties by id).
 */
export function mergedOrder<C>(
  held: number | readonly string[],
  fresh: readonly FreshArticle<C>[],
  sort: ArticleSort,
): Slot<C>[] {
  const heldCount = typeof held === 'number' ? held : held.length
  const heldSlots: Slot<C>[] = Array.from({ length: heldCount }, (_, index) => ({ held: index }))
  const freshSlots: Slot<C>[] = fresh.map((article) => ({ fresh: article }))
  if (sort === '-published_at') return [...freshSlots, ...heldSlots]
  if (sort === 'published_at' || fresh.length === 0) return [...heldSlots, ...freshSlots]
  if (typeof held === 'number') throw new Error('The title sort merges by the held hits’ title keys.')
  const merged: Slot<C>[] = []
  let next = 0
  for (const article of fresh) {
    while (next < held.length && held[next]! <= article.titleKey) merged.push({ held: next++ })
    merged.push({ fresh: article })
  }
  while (next < held.length) merged.push({ held: next++ })
  return merged
}

/** The slots of page `page` (from 1), with the count and the number of pages. */
export function pageOfSlots<C>(
  slots: readonly Slot<C>[],
  page: number,
  pageSize: number,
): { slots: Slot<C>[]; totalCount: number; totalPages: number } {
  return {
    slots: slots.slice((page - 1) * pageSize, page * pageSize),
    totalCount: slots.length,
    totalPages: Math.max(1, Math.ceil(slots.length / pageSize)),
  }
}
