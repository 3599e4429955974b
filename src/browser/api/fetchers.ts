import type { Article, HeroSlide, SiteEvent } from '../../shared/schemas/api'
import type { SnapshotData, SnapshotName } from '../../shared/schemas/endpoints'
import {
  API_PATHS as PATHS,
  type ArticleSort,
  type EventFilter,
  articleBySlugPath,
  heroSlideBySlugPath,
} from '../../shared/schemas/paths'
import { apiGet } from './client'
import { NEWS_PAGE_SIZE } from '../../shared/api/page-sizes'
import type { ArticlesPage } from './parsing'

/**
 * One function per call of docs/behaviour.md#endpoints made in the browser. Each parses the answer with the
 * shared schemas and sanitizes rich text; both are loaded on the first call only (see parsing.ts). Every
 * function takes an AbortSignal last, so it fits `useBlockData(initial, (signal) => fetchX(..., signal))`.
 */

let parsingModule: Promise<typeof import('./parsing')> | null = null
function parsing(): Promise<typeof import('./parsing')> {
  parsingModule ??= import('./parsing')
  return parsingModule
}

async function getList<N extends SnapshotName>(
  name: N,
  path: string,
  query: Record<string, string> | undefined,
  signal: AbortSignal | undefined,
): Promise<SnapshotData[N]> {
  const [body, { parseEndpointBody }] = await Promise.all([apiGet(path, query, { signal }), parsing()])
  // List endpoints always give a list (possibly empty), never null.
  return parseEndpointBody(name, body) as SnapshotData[N]
}

/** One slide; a 404 rejects with an ApiError whose `error` is the back-end's message. */
export async function fetchHeroSlide(slug: string, signal?: AbortSignal): Promise<HeroSlide> {
  const [body, { parseSlide }] = await Promise.all([
    apiGet(heroSlideBySlugPath(slug), undefined, { signal }),
    parsing(),
  ])
  return parseSlide(body)
}

/** Every event of the filter; the block shows the first ones (docs/behaviour.md#limits: 6). */
export const fetchEvents = (filter: EventFilter, signal?: AbortSignal): Promise<SiteEvent[]> =>
  getList('eventsAll', PATHS.eventsAll, { filter }, signal)

export interface ArticleQuery {
  page?: number
  /** docs/behaviour.md#limits: 9 on the news page, 3 on the home page. */
  pageSize?: number
  search?: string
  /** A category id. */
  category?: number | null
  sort?: ArticleSort
}

export async function fetchArticles(query: ArticleQuery = {}, signal?: AbortSignal): Promise<ArticlesPage> {
  const pageSize = query.pageSize ?? NEWS_PAGE_SIZE
  const params = {
    page: query.page ?? 1,
    page_size: pageSize,
    search: query.search?.trim() || undefined,
    category: query.category ?? undefined,
    sort: query.sort ?? '-published_at',
  }
  const [body, { parseArticles }] = await Promise.all([apiGet(PATHS.articles, params, { signal }), parsing()])
  return parseArticles(body, pageSize)
}

/** One article; a 404 rejects with an ApiError ("Article non trouvé"). */
export async function fetchArticleBySlug(slug: string, signal?: AbortSignal): Promise<Article> {
  const [body, { parseArticle }] = await Promise.all([
    apiGet(articleBySlugPath(slug), undefined, { signal }),
    parsing(),
  ])
  return parseArticle(body)
}
