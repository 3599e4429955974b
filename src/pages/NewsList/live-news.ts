import { fetchArticles } from '../../browser/api/fetchers'
import { NEWS_PAGE_SIZE } from '../../shared/api/page-sizes'
import type { Lang } from '../../shared/i18n/languages'
import type { NewsSearchScope } from '../../shared/schemas/content'
import { toListing } from './news-data'
import type { NewsQuery } from './query'

/**
 * What the news list asks the API for in the browser — another page, a search, a filter — made into what the
 * page shows. Imported only when the page fetches, so the page's
 * first download holds neither the API client nor the conversions.
 */

/** What the list knows of the back-end's search (content/settings.yaml) and of the build's articles. */
export interface SearchContext {
  newsSearch: NewsSearchScope
  newestHeld: string | null
}

export async function fetchListing(
  query: NewsQuery,
  lang: Lang,
  signal: AbortSignal,
  context: SearchContext = { newsSearch: 'text', newestHeld: null },
) {
  const { page, search, category, sort } = query
  // A back-end that searches titles only: the texts of the build's articles are searched in the site's index
  // (docs/behaviour.md#search-from-the-top-bar); without that index, the API's titles alone, said as such.
  if (search && context.newsSearch === 'titles') {
    try {
      const { indexedListing } = await import('./indexed-search')
      return await indexedListing(query, lang, context.newestHeld, signal)
    } catch (error) {
      if (signal.aborted) throw error
      console.warn('The search index could not be read: the titles alone are searched.', error)
    }
  }
  return {
    ...toListing(
      await fetchArticles({ page, pageSize: NEWS_PAGE_SIZE, search, category, sort }, signal),
      lang,
    ),
    searched: context.newsSearch,
  }
}
