import { fetchArticles } from '../../api/fetchers'
import { NEWS_PAGE_SIZE } from '../../api/page-sizes'
import type { Lang } from '../../i18n/languages'
import { toListing } from './news-data'
import type { NewsQuery } from './query'

/**
 * What the news list asks the API for in the browser — another page, a search, a filter — made into what the
 * page shows. Imported only when the page fetches, so the page's
 * first download holds neither the API client nor the conversions.
 */

export async function fetchListing(query: NewsQuery, lang: Lang, signal: AbortSignal) {
  const { page, search, category, sort } = query
  return toListing(
    await fetchArticles({ page, pageSize: NEWS_PAGE_SIZE, search, category, sort }, signal),
    lang,
  )
}
