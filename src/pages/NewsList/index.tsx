import { useEffect, useRef } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router-dom'
import { PageFrame } from '../../components/PageFrame'
import { useI18n } from '../../i18n/I18nProvider'
import { DEFAULT_LANG, isLang } from '../../i18n/languages'
import type { CategoryOption, ListingData, NewsStatsData } from './news-data'
import { NewsFilters } from './NewsFilters'
import { NewsResults } from './NewsResults'
import { NewsStats } from './NewsStats'
import { Pagination } from './Pagination'
import { DEFAULT_NEWS_QUERY, hasActiveFilters, type NewsQuery } from './query'
import { useNewsListing } from './useNewsListing'
import { useNewsQuery } from './useNewsQuery'
import { useCategoryOptions, useNewsStats } from './useNewsSideData'

/** What the news list is prerendered with; each part is null when its snapshot was missing at build time. */
export interface NewsListData {
  /** The page of the plain list it shows (`/actualites/page/N`; 1 for `/actualites`). */
  page: number
  listing: ListingData | null
  categories: CategoryOption[] | null
  stats: NewsStatsData | null
}

export async function loader({ params }: LoaderFunctionArgs): Promise<NewsListData | null> {
  if (!import.meta.env.SSR) return null
  const lang = isLang(params.lang) ? params.lang : DEFAULT_LANG
  const { readSnapshot } = await import('../../data/server/snapshots')
  // Imported here, not at the top: the browser's copy of the page never needs the conversions.
  const page = Number(params.page ?? 1)
  const [{ NEWS_PAGE_SIZE }, { pageOf, toCategoryOptions, toNewsStats }] = await Promise.all([
    import('../../api/news-page-size'),
    import('./news-data'),
  ])
  const [articles, categories, stats] = await Promise.all([
    readSnapshot('articles'),
    readSnapshot('categories'),
    readSnapshot('articleStats'),
  ])
  return {
    page,
    listing: articles ? pageOf(articles, NEWS_PAGE_SIZE, page, lang) : null,
    categories: categories ? toCategoryOptions(categories, lang) : null,
    stats: stats ? toNewsStats(stats, lang) : null,
  }
}

function NewsList({ data }: { data: NewsListData | null }) {
  const { lang } = useI18n()
  const { query, setQuery } = useNewsQuery()
  const categories = useCategoryOptions(data?.categories ?? null, lang)
  const stats = useNewsStats(data?.stats ?? null, lang)
  const { state, listing, current } = useNewsListing(
    query,
    data?.listing ? { page: data.page, listing: data.listing } : null,
    lang,
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
    <div className="container flex flex-col gap-6 py-6 sm:gap-8 sm:py-12">
      <NewsStats stats={stats} />
      <NewsFilters query={query} categories={categories} onChange={change} />
      <div>
        <NewsResults
          ref={resultsHeading}
          state={state}
          listing={listing}
          canClear={hasActiveFilters(query)}
          onClear={() => change(DEFAULT_NEWS_QUERY)}
        />
        {listing && listing.results.length > 0 ? (
          <Pagination query={query} totalPages={listing.totalPages} onPage={goToPage} />
        ) : null}
      </div>
    </div>
  )
}

export function Component() {
  const { lang, t } = useI18n()
  const data = useLoaderData() as NewsListData | null | undefined
  // Pages 2, 3… of the plain list are pages of their own, with a title of their own.
  const page = Number(useParams().page ?? 1)
  return (
    <PageFrame id="news" metaTitle={page > 1 ? t('page.news.pageTitle', { page }) : undefined}>
      {/* The prerendered data is in one language: a language switch starts the list afresh. */}
      <NewsList key={lang} data={data ?? null} />
    </PageFrame>
  )
}
