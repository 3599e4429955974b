import { X } from 'lucide-react'
import { forwardRef } from 'react'
import { EmptyState, LoadingState } from '../../shared/components/states'
import type { BlockState } from '../../shared/data/useBlockData'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { pluralKey } from '../../shared/i18n/plural'
import { NewsArticleCard } from '../../shared/components/NewsArticleCard'
import { balancedGrid } from '../../shared/components/balanced-grid'
import type { ListingData } from './news-data'

/**
 * The grid of one page of articles with its states: loading (the previous page stays, dimmed, while the next
 * one loads), results, or the empty state with its clear-filters button (also shown when the listing failed,
 * docs/behaviour.md#news-list).
 */
export const NewsResults = forwardRef<
  HTMLHeadingElement,
  {
    state: BlockState
    listing: ListingData | undefined
    /** The words searched, if any: the count says what was searched for them. */
    search?: string
    canClear: boolean
    onClear: () => void
  }
>(function NewsResults({ state, listing, search = '', canClear, onClear }, headingRef) {
  const { t, lang } = useI18n()
  const loading = state === 'loading'
  const count = listing?.totalCount ?? 0
  const words = search.trim()
  // A search says what it looked in: the titles and the texts, or the titles only when the back-end searches
  // no more and the site's index could not be read (docs/behaviour.md#search-from-the-top-bar), so its count
  // reads against the site search's.
  const counted = words
    ? t(
        pluralKey(
          listing?.searched === 'titles' ? 'news.results.searchedTitles' : 'news.results.searched',
          count,
          lang,
        ),
        { count, search: words },
      )
    : t(pluralKey('news.results.count', count, lang), { count })
  return (
    <section aria-labelledby="news-results-title" aria-busy={loading} className="scroll-mt-24">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2 sm:mb-6">
        <h2
          id="news-results-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none"
        >
          {t('news.results.title')}
        </h2>
        <p aria-live="polite" className="text-slate-700">
          {loading ? '' : counted}
        </p>
      </div>
      {!listing ? (
        <LoadingState label={t('news.results.loading')} />
      ) : listing.results.length === 0 && !loading ? (
        <EmptyState title={t('news.empty.title')}>
          <p>{t('news.empty.text')}</p>
          {canClear ? (
            <button type="button" onClick={onClear} className="btn-outline mt-4">
              <X aria-hidden="true" size={18} />
              {t('news.clearFilters')}
            </button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          {loading ? <LoadingState label={t('news.results.loading')} /> : null}
          <ul
            className={`${balancedGrid(listing.results.length)} ${loading ? 'opacity-50 transition-opacity motion-reduce:transition-none' : ''}`}
          >
            {listing.results.map((article) => (
              <li key={article.id} className="flex">
                <NewsArticleCard article={article} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
})
