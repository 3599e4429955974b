import type {
  AboutPage,
  Article,
  ArticleStats,
  Category,
  FocusItem,
  HeroSlide,
  HistoryPage,
  MissionPage,
  OddSection,
  Partner,
  PresentationVideo,
  Project,
  SiteEvent,
  Strategy,
  TeamMember,
} from '../schemas/api'
import type { SnapshotData, SnapshotName } from '../schemas/endpoints'
import {
  API_PATHS as PATHS,
  type ArticleSort,
  type EventFilter,
  articleBySlugPath,
  heroSlideBySlugPath,
} from '../schemas/paths'
import { apiGet } from './client'
import { NEWS_PAGE_SIZE } from './news-page-size'
import type { ArticlesPage } from './parsing'

/**
 * One function per call of docs/behaviour.md#endpoints made in the browser. Each parses the answer with the
 * shared schemas and sanitizes rich text; both are loaded on the first call only (see parsing.ts). Every
 * function takes an AbortSignal last, so it fits `useBlockData(initial, (signal) => fetchX(..., signal))`.
 */

export type { ArticlesPage } from './parsing'

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

/** An object endpoint; null when the back-end has no such object yet (the page shows "no data"). */
async function getObject<N extends SnapshotName>(name: N, path: string, signal: AbortSignal | undefined) {
  const [body, { parseEndpointBody }] = await Promise.all([apiGet(path, undefined, { signal }), parsing()])
  return parseEndpointBody(name, body)
}

export const fetchHeroSlides = (signal?: AbortSignal): Promise<HeroSlide[]> =>
  getList('heroSlides', PATHS.heroSlides, undefined, signal)

/** One slide; a 404 rejects with an ApiError whose `error` is the back-end's message. */
export async function fetchHeroSlide(slug: string, signal?: AbortSignal): Promise<HeroSlide> {
  const [body, { parseSlide }] = await Promise.all([
    apiGet(heroSlideBySlugPath(slug), undefined, { signal }),
    parsing(),
  ])
  return parseSlide(body)
}

export const fetchPresentationVideos = (signal?: AbortSignal): Promise<PresentationVideo[]> =>
  getList('presentationVideos', PATHS.presentationVideos, undefined, signal)

/** Every event of the filter; the block shows the first ones (docs/behaviour.md#limits: 6). */
export const fetchEvents = (filter: EventFilter, signal?: AbortSignal): Promise<SiteEvent[]> =>
  getList('eventsAll', PATHS.events, { filter }, signal)

export const fetchProjects = (signal?: AbortSignal): Promise<Project[]> =>
  getList('projects', PATHS.projects, undefined, signal)

export const fetchFocusItems = (signal?: AbortSignal): Promise<FocusItem[]> =>
  getList('focusItems', PATHS.focusItems, undefined, signal)

export const fetchStrategies = (signal?: AbortSignal): Promise<Strategy[]> =>
  getList('strategies', PATHS.strategies, undefined, signal)

export interface ArticleQuery {
  page?: number
  /** docs/behaviour.md#limits: 9 on the news page, 3 on the home page. */
  pageSize?: number
  search?: string
  /** A category id. */
  category?: number | null
  sort?: ArticleSort
}

export { NEWS_PAGE_SIZE }

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

export async function fetchArticleStats(signal?: AbortSignal): Promise<ArticleStats | null> {
  return getObject('articleStats', PATHS.articleStats, signal)
}

export const fetchCategories = (signal?: AbortSignal): Promise<Category[]> =>
  getList('categories', PATHS.categories, undefined, signal)

/** One article; a 404 rejects with an ApiError ("Article non trouvé"). */
export async function fetchArticleBySlug(slug: string, signal?: AbortSignal): Promise<Article> {
  const [body, { parseArticle }] = await Promise.all([
    apiGet(articleBySlugPath(slug), undefined, { signal }),
    parsing(),
  ])
  return parseArticle(body)
}

export const fetchPartners = (signal?: AbortSignal): Promise<Partner[]> =>
  getList('partners', PATHS.partners, undefined, signal)

export const fetchOddSections = (signal?: AbortSignal): Promise<OddSection[]> =>
  getList('oddSections', PATHS.oddSections, undefined, signal)

export const fetchAboutPage = (signal?: AbortSignal): Promise<AboutPage | null> =>
  getObject('aboutPage', PATHS.aboutPage, signal)

export const fetchMissionPage = (signal?: AbortSignal): Promise<MissionPage | null> =>
  getObject('missionPage', PATHS.missionPage, signal)

export const fetchHistoryPage = (signal?: AbortSignal): Promise<HistoryPage | null> =>
  getObject('historyPage', PATHS.historyPage, signal)

export const fetchTeam = (signal?: AbortSignal): Promise<TeamMember[]> =>
  getList('team', PATHS.team, undefined, signal)
