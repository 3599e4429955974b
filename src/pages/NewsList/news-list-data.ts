import type { CategoryOption, ListingData, NewsStatsData } from './news-data'

/** What the news list is prerendered with; each part is null when its snapshot was missing at build time. */
export interface NewsListData {
  /** The page of the plain list it shows (`/actualites/page/N`; 1 for `/actualites`). */
  page: number
  listing: ListingData | null
  categories: CategoryOption[] | null
  stats: NewsStatsData | null
}
