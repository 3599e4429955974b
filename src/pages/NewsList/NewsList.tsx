import { useEffect, useRef } from 'react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { NewsListData } from './news-list-data'
import { NewsFilters } from './NewsFilters'
import { NewsResults } from './NewsResults'
import { NewsStats } from './NewsStats'
import { Pagination } from './Pagination'
import { DEFAULT_NEWS_QUERY, hasActiveFilters, type NewsQuery } from './query'
import { useNewsListing } from './useNewsListing'
import { useNewsQuery } from './useNewsQuery'

/**
 * The list with its search, filters, sort and pagination: an island. Its plain pages are prerendered (links
 * work without JavaScript); a search, a category or a sort is answered live and kept in the URL.
 */
export function NewsList({ data }: { data: NewsListData | null }) {
  const { lang } = useI18n()
  const scope = data?.category ? { id: data.category.id, slug: data.category.slug } : null
  const { query, setQuery } = useNewsQuery(data?.page ?? 1, scope)
  // The categories and the stats header come from the build only; without them the list works alone.
  const categories = data?.categories ?? []
  const stats = data?.stats ?? null
  const { state, listing, current } = useNewsListing(
    query,
    data?.listing ? { page: data.page, category: scope?.id ?? null, listing: data.listing } : null,
    lang,
    { newsSearch: data?.newsSearch ?? 'text', newestHeld: data?.newestHeld ?? null },
  )
  const resultsHeading = useRef<HTMLHeadingElement>(null)

  // A page past the end (an old bookmark, fewer results since): go to the last page instead.
  const lastPage = listing?.totalPages ?? 1
  useEffect(() => {
    if (current && state === 'empty' && query.page > lastPage) {
      setQuery({ ...query, page: lastPage }, { replace: true })
    }
  }, [current, state, query, lastPage, setQuery])

  const change = (next: NewsQuery) => setQuery(next)
  const goToPage = (page: number) => {
    setQuery({ ...query, page })
    const heading = resultsHeading.current
    if (!heading) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    heading.focus({ preventScroll: true })
  }

  return (
    <div className="container flex flex-col gap-5 py-6 sm:gap-8 sm:py-12">
      <NewsStats stats={stats} />
      <NewsFilters query={query} categories={categories} onChange={change} />
      <div>
        <NewsResults
          ref={resultsHeading}
          state={state}
          listing={listing}
          // The count says what was searched only of a listing that answers it: while hydrating on a search's
          // address, the prerendered list is still the plain one.
          search={current ? query.search : ''}
          canClear={hasActiveFilters(query)}
          onClear={() => change(DEFAULT_NEWS_QUERY)}
        />
        {listing && listing.results.length > 0 ? (
          <Pagination query={query} scope={scope} totalPages={listing.totalPages} onPage={goToPage} />
        ) : null}
      </div>
    </div>
  )
}
