import { useBlockData, type BlockState } from '../../shared/data/useBlockData'
import type { Lang } from '../../shared/i18n/languages'
import type { SearchContext } from './live-news'
import type { ListingData } from './news-data'
import { type NewsQuery, isCategoryOnly, newsQueryString } from './query'

/** docs/behaviour.md#news-list: a failed listing reads as an empty list of one page. */
export const FAILED_LISTING: ListingData = { results: [], totalCount: 0, totalPages: 1 }

export interface NewsListing {
  state: BlockState
  /** What to show: the latest answer (kept while the next one loads), or the failed-listing fallback. */
  listing: ListingData | undefined
  /** True when `listing` answers the current query (not the previous one, still shown while loading). */
  current: boolean
}

/** A listing and the query string it answers. */
interface Answer {
  key: string
  listing: ListingData
}

/**
 * One page of the list for the query. The prerendered page serves its page of the plain list (or of its
 * category) on the first
 * render; any other query, and any change of query, is asked of the API (docs/behaviour.md#endpoints, query
 * parameters). Give the caller a React `key` per language: the prerendered page is in one language.
 */
export function useNewsListing(
  query: NewsQuery,
  initial: { page: number; category: number | null; listing: ListingData } | null,
  lang: Lang,
  context: SearchContext,
): NewsListing {
  const key = newsQueryString(query)
  const block = useBlockData<Answer>(
    // Read on mount only: a page opened on a search must not show the plain list first.
    initial && isCategoryOnly(query, initial.category) && query.page === initial.page
      ? { key, listing: initial.listing }
      : null,
    async (signal) => {
      try {
        return {
          key,
          listing: await (await import('./live-news')).fetchListing(query, lang, signal, context),
        }
      } catch (error) {
        if (!signal.aborted) console.warn('The news list could not be loaded.', error)
        throw error
      }
    },
    { deps: [key], isEmpty: (answer) => answer.listing.results.length === 0 },
  )
  if (block.state === 'error') return { state: 'error', listing: FAILED_LISTING, current: true }
  return {
    state: block.state,
    listing: block.data?.listing,
    current: block.state !== 'loading' && block.data?.key === key,
  }
}
