import type { LangText } from '../../shared/i18n/localize'
import type { NewsSearchScope } from '../../shared/schemas/content'
import type { CategoryOption, ListingData, NewsStatsData } from './news-data'

/** A category page of the list, as its links and its heading name it (category-pages.ts). */
export interface CategoryLink {
  id: number
  slug: string
  label: LangText
  /** The articles of its page. */
  count: number
}

/** What the news list is prerendered with; each part is null when its snapshot was missing at build time. */
export interface NewsListData {
  /** The page of the plain list it shows (`/actualites/page/N`; 1 for `/actualites`). */
  page: number
  /** The category page this is (`/actualites/categorie/{slug}`), or null for the plain list. */
  category: CategoryLink | null
  listing: ListingData | null
  categories: CategoryOption[] | null
  /** Every category page, for the links above the list. */
  categoryLinks: CategoryLink[] | null
  stats: NewsStatsData | null
  /** What the back-end's `search` looks in (content/settings.yaml, docs/behaviour.md#search-from-the-top-bar). */
  newsSearch: NewsSearchScope
  /** When the newest article the build holds was published: the API gives the articles after it. */
  newestHeld: string | null
}
