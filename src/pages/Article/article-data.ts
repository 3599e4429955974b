import { type LangText, localText } from '../../shared/i18n/localize'
import type { Lang } from '../../shared/i18n/languages'
import { EXCERPT_LENGTHS, htmlExcerpt } from '../../shared/lib/html/text'
import type { Article, ImageRef } from '../../shared/schemas/api'

/** An article in the page's language: what the article page shows, whether prerendered or fetched. */
export interface ArticleDetail {
  id: number
  slug: string
  title: LangText
  /** The body: HTML sanitized by the pipeline or by the browser client. */
  html: LangText
  /** 150 characters of the body, for the meta description (docs/behaviour.md#limits). */
  summary: string
  /** 200 characters of the body, for sharing (docs/behaviour.md#limits). */
  shareText: string
  cover: ImageRef | null
  publishedAt: string | null
  /** Null: the page shows its default author (AHB). */
  author: string | null
  /** Null: the page shows "Article". */
  category: LangText | null
}

export function toArticleDetail(article: Article, lang: Lang): ArticleDetail {
  const html = localText(article.description, lang)
  const category = localText(article.categoryInfo?.libelle, lang)
  return {
    id: article.id,
    slug: article.slug,
    title: localText(article.title, lang),
    html,
    summary: htmlExcerpt(html.text, EXCERPT_LENGTHS.articleSummary),
    shareText: htmlExcerpt(html.text, EXCERPT_LENGTHS.shareText),
    cover: article.cover,
    publishedAt: article.publishedAt,
    author: article.authorName,
    category: category.text ? category : null,
  }
}
