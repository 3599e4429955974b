import { type LangText, localText, mapText } from '../i18n/localize'
import type { Lang } from '../i18n/languages'
import { EXCERPT_LENGTHS, htmlExcerpt } from '../lib/html/text'
import type { Article, ImageRef } from '../schemas/api'

/**
 * What an article's card shows (the home page's latest articles, the news list), in the page's language. The
 * build-time loaders and the browser's fetches both go through `toArticleCardView`, so a card looks the same
 * whichever way its data came, and a page's data never carries whole article bodies (only their excerpts).
 */
export interface ArticleCardView {
  id: number
  slug: string
  title: LangText
  /** docs/behaviour.md#limits: 180 characters of the body's text, then an ellipsis. */
  excerpt: LangText
  cover: ImageRef | null
  publishedAt: string | null
  /** The category's label; null when the article has none or only a blank label (the card says "Article"). */
  category: LangText | null
}

export function toArticleCardView(article: Article, lang: Lang): ArticleCardView {
  const category = localText(article.categoryInfo?.libelle, lang)
  return {
    id: article.id,
    slug: article.slug,
    title: localText(article.title, lang),
    excerpt: mapText(localText(article.description, lang), (html) =>
      htmlExcerpt(html, EXCERPT_LENGTHS.articleCard),
    ),
    cover: article.cover,
    publishedAt: article.publishedAt,
    category: category.text.trim() ? category : null,
  }
}
