import { type ArticleCardView, toArticleCardView } from '../../shared/components/article-card-view'
import { type LangText, localText } from '../../shared/i18n/localize'
import type { Lang } from '../../shared/i18n/languages'
import type { Article, ArticleStats, Category } from '../../shared/schemas/api'
import type { NewsSearchScope } from '../../shared/schemas/content'

/**
 * What the news list shows, in the page's language. The build-time loader and the browser's fetches both go
 * through these functions (the cards through toArticleCardView), so the list looks the same whichever way its
 * data came.
 */

export interface ListingData {
  results: ArticleCardView[]
  totalCount: number
  totalPages: number
  /** For a search: what it looked in, the titles and texts or the titles only (the count says which). */
  searched?: NewsSearchScope
}

export interface CategoryOption {
  id: number
  /** With its language when it is not the page's (the French an English page shows for want of English). */
  label: LangText
}

export interface NewsStatsData {
  total: number
  recent: number
}

export function toListing(
  page: { results: readonly Article[]; totalCount: number; totalPages: number },
  lang: Lang,
): ListingData {
  return {
    results: page.results.map((article) => toArticleCardView(article, lang)),
    totalCount: page.totalCount,
    totalPages: Math.max(1, page.totalPages),
  }
}

/** Page `page` (from 1) of the plain list, from the articles snapshot (newest first, as the API sorts it). */
export function pageOf(
  articles: readonly Article[],
  pageSize: number,
  page: number,
  lang: Lang,
): ListingData {
  return toListing(
    {
      results: articles.slice((page - 1) * pageSize, page * pageSize),
      totalCount: articles.length,
      totalPages: Math.ceil(articles.length / pageSize),
    },
    lang,
  )
}

export function toCategoryOptions(categories: readonly Category[], lang: Lang): CategoryOption[] {
  return categories
    .map((category) => ({ id: category.id, label: localText(category.libelle, lang) }))
    .filter((option) => option.label.text !== '')
}

export function toNewsStats(stats: ArticleStats): NewsStatsData {
  return {
    total: stats.totalArticles,
    recent: stats.recentArticles,
  }
}
