import type { ArticleQuery, ArticleSort } from '../store/articles'

export const DEFAULT_PAGE_SIZE = 9
export const MAX_PAGE_SIZE = 100
const MAX_SEARCH_LENGTH = 200

const SORTS: readonly ArticleSort[] = ['-published_at', 'published_at', 'title_fr', '-title_fr']

/** A plain positive decimal integer ('3', '007'); anything else (signs, decimals, huge values) is undefined. */
export function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return undefined
  const n = Number(raw.trim())
  return n >= 1 ? n : undefined
}

/**
 * Reads the listing query. Bad values never fail the request: they fall back to the defaults; a page size
 * above the maximum is brought down to it.
 */
export function parseArticleQuery(query: URLSearchParams): ArticleQuery {
  const size = positiveInt(query.get('page_size'))
  const sort = query.get('sort') as ArticleSort | null
  return {
    page: positiveInt(query.get('page')) ?? 1,
    pageSize: size === undefined ? DEFAULT_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE),
    search: (query.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    categoryId: positiveInt(query.get('category')) ?? null,
    sort: sort && SORTS.includes(sort) ? sort : '-published_at',
  }
}
