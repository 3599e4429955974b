import {
  fetchArticles,
  fetchEvents,
  fetchFocusItems,
  fetchHeroSlides,
  fetchOddSections,
  fetchPartners,
  fetchPresentationVideos,
  fetchProjects,
  fetchStrategies,
} from '../../api/fetchers'
import { toArticleCardView } from '../../components/article-card-view'
import type { Lang } from '../../i18n/languages'
import type { EventFilter } from '../../schemas/api'
import {
  toEventViews,
  toFocusViews,
  toOddBlockView,
  toPartnerViews,
  toProjectViews,
  toSlideViews,
  toStrategyViews,
  toVideoViews,
} from './home-data'

/**
 * What the home blocks ask the API for in the browser — a block whose snapshot was missing at build time, a
 * retry, another events filter — made into the block's view. The blocks import this module only when they
 * fetch, so a page built with all its data never downloads the API client nor the conversions.
 */

export const fetchSlideViews = async (lang: Lang, signal: AbortSignal) =>
  toSlideViews(await fetchHeroSlides(signal), lang)

export const fetchVideoViews = async (lang: Lang, signal: AbortSignal) =>
  toVideoViews(await fetchPresentationVideos(signal), lang)

export const fetchEventViews = async (filter: EventFilter, lang: Lang, signal: AbortSignal) =>
  toEventViews(await fetchEvents(filter, signal), lang)

export const fetchProjectViews = async (lang: Lang, signal: AbortSignal) =>
  toProjectViews(await fetchProjects(signal), lang)

export const fetchFocusViews = async (lang: Lang, signal: AbortSignal) =>
  toFocusViews(await fetchFocusItems(signal), lang)

export const fetchOddBlockView = async (lang: Lang, signal: AbortSignal) =>
  toOddBlockView(await fetchOddSections(signal), lang)

export const fetchStrategyViews = async (lang: Lang, signal: AbortSignal) =>
  toStrategyViews(await fetchStrategies(signal), lang)

export const fetchPartnerViews = async (signal: AbortSignal) => toPartnerViews(await fetchPartners(signal))

/** The latest `count` articles, newest first (the articles block, and the recent ones beside the strategies). */
export async function fetchLatestArticleViews(count: number, lang: Lang, signal: AbortSignal) {
  const page = await fetchArticles({ page: 1, pageSize: count, sort: '-published_at' }, signal)
  return page.results.slice(0, count).map((article) => toArticleCardView(article, lang))
}
