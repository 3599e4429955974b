import { text } from '../../i18n/localize'
import type { Lang } from '../../i18n/languages'
import { EXCERPT_LENGTHS, htmlExcerpt } from '../../lib/html/text'
import type { Article, ArticleStats, Category, ImageRef } from '../../schemas/api'

/**
 * What the news list shows, in the page's language. The build-time loader and the browser's fetches both go
 * through these functions, so a card looks the same whichever way its data came, and the page's data never
 * carries whole article bodies (only their excerpts).
 */

// In a module of its own: the cards need it to render, without the conversions below.
export { ARTICLE_FALLBACK_IMAGE } from './news-images'

export interface ArticleCardData {
  id: number
  slug: string
  title: string
  /** docs/behaviour.md#limits: 180 characters of the body's text, then an ellipsis. */
  excerpt: string
  cover: ImageRef | null
  publishedAt: string | null
  /** The category's label, or null (the card then says "Article"). */
  category: string | null
}

export interface ListingData {
  results: ArticleCardData[]
  totalCount: number
  totalPages: number
}

export interface CategoryOption {
  id: number
  label: string
}

export interface NewsStatsData {
  total: number
  recent: number
  byCategory: { key: string; label: string; count: number }[]
}

export function toArticleCard(article: Article, lang: Lang): ArticleCardData {
  return {
    id: article.id,
    slug: article.slug,
    title: text(article.title, lang),
    excerpt: htmlExcerpt(text(article.description, lang), EXCERPT_LENGTHS.articleCard),
    cover: article.cover,
    publishedAt: article.publishedAt,
    category: text(article.categoryInfo?.libelle, lang) || null,
  }
}

export function toListing(
  page: { results: readonly Article[]; totalCount: number; totalPages: number },
  lang: Lang,
): ListingData {
  return {
    results: page.results.map((article) => toArticleCard(article, lang)),
    totalCount: page.totalCount,
    totalPages: Math.max(1, page.totalPages),
  }
}

/** The first page of the plain list, from the `articles` snapshot (every article, newest first). */
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
    .map((category) => ({ id: category.id, label: text(category.libelle, lang) }))
    .filter((option) => option.label !== '')
}

export function toNewsStats(stats: ArticleStats, lang: Lang): NewsStatsData {
  return {
    total: stats.totalArticles,
    recent: stats.recentArticles,
    byCategory: stats.articlesByCategory.map((entry, index) => ({
      key: entry.categoryId === null ? `label-${index}` : String(entry.categoryId),
      label: text(entry.libelle, lang),
      count: entry.count,
    })),
  }
}
