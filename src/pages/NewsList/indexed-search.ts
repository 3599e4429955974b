import { fetchArticles } from '../../browser/api/fetchers'
import { NEWS_PAGE_SIZE } from '../../shared/api/page-sizes'
import { type ArticleCardView, toArticleCardView } from '../../shared/components/article-card-view'
import type { Lang } from '../../shared/i18n/languages'
import { ARTICLE_ENTRY, type IndexedCard, titleSortKey } from '../../shared/search/article-entry'
import { loadPagefind, type PagefindResult } from '../../shared/search/pagefind'
import { SEARCH_SECTION_FILTER } from '../../shared/search/sections'
import type { ArticleSort } from '../../shared/schemas/paths'
import { type FreshArticle, freshArticles, mergedOrder, needsHeldKeys, pageOfSlots } from './merge'
import type { ListingData } from './news-data'
import type { NewsQuery } from './query'

/**
 * The news search for a back-end whose `search` matches titles only (content/settings.yaml `newsSearch`,
 * docs/behaviour.md#search-from-the-top-bar): the articles the build holds are searched, titles and texts, in
 * the site's own index (Pagefind, the site search's), the newer ones by title through the API, and both are
 * merged. Imported by live-news.ts only for such a search, so the list's other pages never download it.
 */

/** The most the reference back-end gives in one page: the API's matches newer than the build fit in it. */
const API_PAGE_SIZE = 100

const PAGEFIND_SORT: Record<ArticleSort, Record<string, 'asc' | 'desc'>> = {
  '-published_at': { [ARTICLE_ENTRY.publishedSort]: 'desc' },
  published_at: { [ARTICLE_ENTRY.publishedSort]: 'asc' },
  title_fr: { [ARTICLE_ENTRY.titleSort]: 'asc' },
}

/** A hit's card, as its page gave it to the index (src/pages/Article/SearchEntry.tsx). */
async function heldCard(result: PagefindResult): Promise<IndexedCard | null> {
  const data = await result.data()
  try {
    return JSON.parse(data.meta[ARTICLE_ENTRY.cardMeta] ?? '') as IndexedCard
  } catch {
    console.warn('An article of the search index has no card.', data.url)
    return null
  }
}

/** The API's title matches, as the merge compares them. */
async function apiMatches(query: NewsQuery, lang: Lang, signal: AbortSignal) {
  const page = await fetchArticles(
    { page: 1, pageSize: API_PAGE_SIZE, search: query.search, category: query.category, sort: query.sort },
    signal,
  )
  return page.results.map((article): FreshArticle<ArticleCardView> => ({
    slug: article.slug,
    published: article.publishedAt ? Date.parse(article.publishedAt) : null,
    titleKey: titleSortKey(article.title.fr),
    card: toArticleCardView(article, lang),
  }))
}

/**
 * One page of the merged results. Rejects when the index cannot be loaded (live-news.ts then asks the API
 * alone, and says it searched the titles) or when the API fails.
 */
export async function indexedListing(
  query: NewsQuery,
  lang: Lang,
  newestHeld: string | null,
  signal: AbortSignal,
): Promise<ListingData> {
  const filters: Record<string, string> = { [SEARCH_SECTION_FILTER]: 'news' }
  if (query.category !== null) filters[ARTICLE_ENTRY.categoryFilter] = String(query.category)
  const [index, api] = await Promise.all([
    loadPagefind().then((pagefind) =>
      pagefind.search(query.search, { filters, sort: PAGEFIND_SORT[query.sort] }),
    ),
    apiMatches(query, lang, signal),
  ])
  signal.throwIfAborted()
  const newest = newestHeld ? Date.parse(newestHeld) : null
  let fresh = freshArticles(api, newest)
  let held: number | string[] = index.results.length
  // Read ahead only what the order needs: every hit's title key when the API's articles go between them.
  const readAhead = new Map<number, IndexedCard | null>()
  if (needsHeldKeys(query.sort, fresh)) {
    const cards = await Promise.all(index.results.map(heldCard))
    cards.forEach((card, rank) => readAhead.set(rank, card))
    held = cards.map((card) => card?.titleKey ?? '')
    fresh = freshArticles(fresh, newest, new Set(cards.flatMap((card) => (card ? [card.card.slug] : []))))
  }
  const page = pageOfSlots(mergedOrder(held, fresh, query.sort), query.page, NEWS_PAGE_SIZE)
  const cards = await Promise.all(
    page.slots.map(async (slot) => {
      if ('fresh' in slot) return slot.fresh.card
      const read = readAhead.has(slot.held)
        ? readAhead.get(slot.held)
        : await heldCard(index.results[slot.held]!)
      return read?.card ?? null
    }),
  )
  signal.throwIfAborted()
  return {
    results: cards.filter((card): card is ArticleCardView => card !== null),
    totalCount: page.totalCount,
    totalPages: page.totalPages,
    searched: 'text',
  }
}
