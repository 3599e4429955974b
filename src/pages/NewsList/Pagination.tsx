import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { paginationWindow } from './pagination'
import { type CategoryScope, newsListHref, type NewsQuery } from './query'

const itemClass =
  'focus-ring inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold'

/**
 * Numbered pagination with ellipses; previous and next are disabled on the first and last page. Each page is
 * a link to its own address (a prerendered page for the plain list, see newsListHref), so the archive can be
 * browsed without JavaScript; with it, a click changes the list in place.
 */
export function Pagination({
  query,
  scope = null,
  totalPages,
  onPage,
}: {
  query: NewsQuery
  /** The category page the list is (its pages are prerendered too), or null. */
  scope?: CategoryScope | null
  totalPages: number
  onPage: (page: number) => void
}) {
  const { t, to } = useI18n()
  if (totalPages <= 1) return null
  const { page } = query
  const slots = paginationWindow(page, totalPages)
  const idle = 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700'
  const disabled = 'cursor-not-allowed border-slate-200 text-slate-500'

  /** A link to page `target`, or a disabled one when there is no such page. */
  const pageLink = (target: number, className: string, content: ReactNode, label?: string) => {
    if (target < 1 || target > totalPages)
      return (
        <span role="link" aria-disabled="true" aria-label={label} className={`${itemClass} ${disabled}`}>
          {content}
        </span>
      )
    return (
      <a
        href={to(newsListHref({ ...query, page: target }, scope))}
        aria-label={label}
        aria-current={target === page ? 'page' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
          event.preventDefault()
          if (target !== page) onPage(target)
        }}
        className={`${itemClass} ${className}`}
      >
        {content}
      </a>
    )
  }

  return (
    <nav aria-label={t('news.pagination.label')} className="mt-10">
      <p className="sr-only" aria-live="polite">
        {t('news.pagination.status', { page, total: totalPages })}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {pageLink(
            page - 1,
            idle,
            <>
              <ChevronLeft aria-hidden="true" size={16} />
              <span className="sr-only sm:not-sr-only">{t('news.pagination.previous')}</span>
            </>,
          )}
        </li>
        {slots.map((slot, index) =>
          slot === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={slot}>
              {pageLink(
                slot,
                slot === page ? 'border-brand-700 bg-brand-700 text-white' : idle,
                slot,
                t('news.pagination.page', { page: slot }),
              )}
            </li>
          ),
        )}
        <li>
          {pageLink(
            page + 1,
            idle,
            <>
              <span className="sr-only sm:not-sr-only">{t('news.pagination.next')}</span>
              <ChevronRight aria-hidden="true" size={16} />
            </>,
          )}
        </li>
      </ul>
    </nav>
  )
}
