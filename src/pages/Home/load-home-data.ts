import { toArticleCardView } from '../../shared/components/article-card-view'
import type { BuildSources } from '../../shared/data/build-loader'
import type { Lang } from '../../shared/i18n/languages'
import {
  HOME_LIMITS,
  type HomeData,
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
 * Build only (the route loader imports it, src/shared/data/build-loader.ts): the home page's blocks from the API
 * snapshots, as the small views the page serializes. A missing snapshot gives null for its block, which is
 * then drawn in its unavailable state.
 */
export async function loadHomeData(lang: Lang, readSnapshot: BuildSources['snapshot']): Promise<HomeData> {
  const [slides, videos, events, projects, focus, odd, articles, strategies, partners] = await Promise.all([
    readSnapshot('heroSlides'),
    readSnapshot('presentationVideos'),
    readSnapshot('eventsUpcoming'),
    readSnapshot('projects'),
    readSnapshot('focusItems'),
    readSnapshot('oddSections'),
    readSnapshot('articles'),
    readSnapshot('strategies'),
    readSnapshot('partners'),
  ])
  return {
    slides: slides && toSlideViews(slides, lang),
    videos: videos && toVideoViews(videos, lang),
    events: events && toEventViews(events, lang),
    projects: projects && toProjectViews(projects, lang),
    focus: focus && toFocusViews(focus, lang),
    odd: odd && toOddBlockView(odd, lang),
    // The snapshot holds every article, newest first: only the first few are shown.
    articles:
      articles && articles.slice(0, HOME_LIMITS.articles).map((article) => toArticleCardView(article, lang)),
    strategies: strategies && toStrategyViews(strategies, lang),
    partners: partners && toPartnerViews(partners),
  }
}
