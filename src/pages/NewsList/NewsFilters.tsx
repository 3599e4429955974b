import { Search, X } from 'lucide-react'
import type { FormEvent } from 'react'
import { scriptOnly } from '../../shared/components/script-only'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { useIsClient } from '../../shared/islands/useIsClient'
import type { TextKey } from '../../shared/i18n/text-keys'
import type { ArticleSort } from '../../shared/schemas/paths'
import type { CategoryOption } from './news-data'
import { DEFAULT_NEWS_QUERY, type NewsQuery, hasActiveFilters, withFilters } from './query'
import { useSearchDraft } from './useSearchDraft'

const SORT_LABELS: { value: ArticleSort; key: TextKey }[] = [
  { value: '-published_at', key: 'news.sort.latest' },
  { value: 'published_at', key: 'news.sort.oldest' },
  { value: 'title_fr', key: 'news.sort.title' },
]

const fieldClass =
  'focus-ring w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500'

/**
 * Search box, category filter and sort selector, shown once the page script runs. It is a GET form on the
 * list's own URL, so a search sent before the island hydrates lands on an address the island answers; once
 * hydrated, typing is debounced and the selects apply at once, each change going back to page 1.
 */
export function NewsFilters({
  query,
  categories,
  onChange,
}: {
  query: NewsQuery
  categories: CategoryOption[]
  onChange: (next: NewsQuery) => void
}) {
  const { t, to } = useI18n()
  const { draft, setDraft, flush } = useSearchDraft(query.search, (search) =>
    onChange(withFilters(query, { search })),
  )

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    flush()
  }
  const clear = () => {
    setDraft('')
    onChange(DEFAULT_NEWS_QUERY)
  }
  // A category given in the URL that the list of categories does not know still shows as selected.
  const knownCategory =
    query.category === null || categories.some((category) => category.id === query.category)

  // Searching, filtering and sorting ask the API: without JavaScript the form is not shown, and the page says
  // so beside the category links (docs/behaviour.md#news-list).
  return (
    <section aria-labelledby="news-filters-title" {...scriptOnly(useIsClient(), 'block')}>
      <h2 id="news-filters-title" className="sr-only">
        {t('news.filters.title')}
      </h2>
      <form
        role="search"
        method="get"
        action={to('/actualites')}
        onSubmit={submit}
        className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-2 sm:gap-4 sm:p-5 xl:grid-cols-[minmax(0,1fr)_auto_auto_auto] xl:items-end"
      >
        <div className="sm:col-span-2 xl:col-span-1">
          <label htmlFor="news-search" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('news.search.label')}
          </label>
          {/* The button beside the box it submits: on a phone it saves a row above the list. */}
          <div className="flex gap-2">
            <input
              id="news-search"
              name="search"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('news.search.placeholder')}
              autoComplete="off"
              className={`${fieldClass} min-w-0 flex-1`}
            />
            <button type="submit" className="btn-primary shrink-0 px-4">
              <Search aria-hidden="true" size={18} />
              {/* On a phone the magnifier alone, so that the box keeps room for what is typed. */}
              <span className="sr-only sm:not-sr-only">{t('news.search.submit')}</span>
            </button>
          </div>
        </div>
        {/* The whole row below the laptop: a theme's name is a long option (docs/behaviour.md#news-list). */}
        <div className="sm:col-span-2 xl:col-span-1">
          <label htmlFor="news-category" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('news.category.label')}
          </label>
          <select
            id="news-category"
            name="category"
            value={query.category === null ? '' : String(query.category)}
            onChange={(event) =>
              onChange(
                withFilters(query, { category: event.target.value ? Number(event.target.value) : null }),
              )
            }
            className={fieldClass}
          >
            <option value="">{t('news.category.all')}</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)} lang={category.label.lang}>
                {category.label.text}
              </option>
            ))}
            {knownCategory ? null : <option value={String(query.category)}>{String(query.category)}</option>}
          </select>
        </div>
        <div>
          <label htmlFor="news-sort" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('news.sort.label')}
          </label>
          <select
            id="news-sort"
            name="sort"
            value={query.sort}
            onChange={(event) => onChange(withFilters(query, { sort: event.target.value as ArticleSort }))}
            className={fieldClass}
          >
            {SORT_LABELS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.key)}
              </option>
            ))}
          </select>
        </div>
        {hasActiveFilters(query) ? (
          <div className="sm:self-end">
            <button type="button" onClick={clear} className="btn-outline">
              <X aria-hidden="true" size={18} />
              {t('news.clearFilters')}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  )
}
