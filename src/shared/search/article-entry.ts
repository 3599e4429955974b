import type { ArticleCardView } from '../components/article-card-view'
import { asciiSlug } from '../lib/ascii-slug'

/**
 * What an article's page gives the site's index beside its text, so that the news list can search the texts
 * of the articles the build holds (docs/behaviour.md#search-from-the-top-bar): its card (Pagefind metadata,
 * read for the results shown), its category (a filter) and its sort keys (the list's sorts).
 */
export const ARTICLE_ENTRY = {
  /** The card and its title key, as JSON (IndexedCard): the news list draws it as it draws the API's. */
  cardMeta: 'card',
  categoryFilter: 'category',
  /** Milliseconds since 1970: Pagefind sorts numbers as numbers. */
  publishedSort: 'published',
  titleSort: 'title',
} as const

/**
 * The key the title sort compares: the French title (the back-end sorts `title_fr` in every language),
 * accents and case dropped, as the back-end's sort does.
 */
export const titleSortKey = (frenchTitle: string): string => asciiSlug(frenchTitle)

export interface ArticleSearchEntry {
  card: ArticleCardView
  category: number | null
  /** Null when the article has no date: it is then absent from the date sorts. */
  published: number | null
  titleKey: string
}

/** The card's metadata in the index: Pagefind gives a hit's metadata, never its sort keys. */
export interface IndexedCard {
  card: ArticleCardView
  titleKey: string
}
