import { ARTICLE_SORTS, type ArticleSort } from '../../shared/schemas/paths'
import { paths } from '../../shared/app/paths'

/**
 * The news list's state as it lives in the query string (`?search=&category=&sort=&page=`), so a search can
 * be shared, bookmarked and restored by the back button. Default values are left out of the URL.
 */
export interface NewsQuery {
  search: string
  /** A category id, or null for every category. */
  category: number | null
  sort: ArticleSort
  page: number
}

/** The query parameters of that state. */
export const NEWS_QUERY_PARAMS = [
  'search',
  'category',
  'sort',
  'page',
] as const satisfies readonly (keyof NewsQuery)[]

export const DEFAULT_SORT: ArticleSort = '-published_at'

export const DEFAULT_NEWS_QUERY: NewsQuery = { search: '', category: null, sort: DEFAULT_SORT, page: 1 }

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null
  const n = Number(value.trim())
  return n >= 1 ? n : null
}

function isSort(value: string | null): value is ArticleSort {
  return value !== null && (ARTICLE_SORTS as readonly string[]).includes(value)
}

/**
 * Reads the query string, and the page of the path (`/actualites/page/3`) when there is one; anything
 * malformed falls back to its default. `pathCategory` is the category of a category page's path.
 */
export function parseNewsQuery(
  params: URLSearchParams,
  pathPage?: string,
  pathCategory: number | null = null,
): NewsQuery {
  const sort = params.get('sort')
  return {
    search: (params.get('search') ?? '').trim(),
    category: positiveInteger(params.get('category')) ?? pathCategory,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: positiveInteger(pathPage ?? null) ?? positiveInteger(params.get('page')) ?? 1,
  }
}

/** The query string of a state, without its default values ('' for the plain list). */
export function newsQueryString(query: NewsQuery): string {
  const params = new URLSearchParams()
  const search = query.search.trim()
  if (search) params.set('search', search)
  if (query.category !== null) params.set('category', String(query.category))
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The news list's path under a language prefix; its page N (N ≥ 2) is `actualites/page/N`. */
export const NEWS_LIST_PATH = paths.newsList()
export const newsPagePath = (page: number) => (page > 1 ? `${NEWS_LIST_PATH}/page/${page}` : NEWS_LIST_PATH)

/** A category page of the list (category-pages.ts); its page N (N ≥ 2) is `…/categorie/{slug}/page/N`. */
export function newsCategoryPagePath(slug: string, page: number): string {
  const base = paths.newsCategory(slug)
  return page > 1 ? `${base}/page/${page}` : base
}

/** The category page a list is prerendered as: its id and the slug of its path. */
export interface CategoryScope {
  id: number
  slug: string
}

/**
 * Where a state of the list lives (without the language prefix). The plain list's pages are prerendered
 * pages, `/actualites/page/2`…, and so are the pages of the category a category page shows (`scope`), so the
 * whole archive can be browsed and crawled without JavaScript; a search, another category or a sort lives in
 * the query string (with its page), answered live by the API.
 */
export function newsListHref(query: NewsQuery, scope: CategoryScope | null = null): string {
  if (!hasActiveFilters(query)) return newsPagePath(query.page)
  if (scope && isCategoryOnly(query, scope.id)) return newsCategoryPagePath(scope.slug, query.page)
  return `${NEWS_LIST_PATH}${newsQueryString(query)}`
}

/** True when the state is a category's plain list (what its prerendered pages show), `null` the plain list. */
export function isCategoryOnly(query: NewsQuery, category: number | null): boolean {
  return query.search.trim() === '' && query.sort === DEFAULT_SORT && query.category === category
}

/** True when a search or a category narrows the list (the clear-filters button shows then). */
export function hasActiveFilters(query: NewsQuery): boolean {
  return query.search.trim() !== '' || query.category !== null || query.sort !== DEFAULT_SORT
}

/**
 * The state after the visitor changes search, category or sort: back to page 1 (docs/behaviour.md#news-list).
 * A page change keeps the rest.
 */
export function withFilters(query: NewsQuery, change: Partial<Omit<NewsQuery, 'page'>>): NewsQuery {
  return { ...query, ...change, page: 1 }
}
