import { type ArticleCardView, toArticleCardView } from '../../shared/components/article-card-view'
import type { Lang } from '../../shared/i18n/languages'
import type { Article } from '../../shared/schemas/api'

/**
 * An article's card in a language, made once per page worker: the snapshot's articles are the same objects for
 * every page a worker renders (snapshots.ts), and one card is on many pages (the three related stories of
 * every article of its category). Frozen, since those pages share it (docs/architecture.md#the-page-phase).
 */
const cards = new WeakMap<Article, Partial<Record<Lang, ArticleCardView>>>()

export function articleCard(article: Article, lang: Lang): ArticleCardView {
  let byLang = cards.get(article)
  if (!byLang) cards.set(article, (byLang = {}))
  let card = byLang[lang]
  if (!card) {
    card = toArticleCardView(article, lang)
    for (const text of [card.title, card.excerpt, card.category]) if (text) Object.freeze(text)
    byLang[lang] = card = Object.freeze(card)
  }
  return card
}
