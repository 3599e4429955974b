import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useI18n } from '../../i18n/I18nProvider'
import { paginationWindow } from './pagination'

const itemClass =
  'focus-ring inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold'

/** Numbered pagination with ellipses; previous and next are disabled on the first and last page. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  const { t } = useI18n()
  if (totalPages <= 1) return null
  const slots = paginationWindow(page, totalPages)
  const idle = 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700'
  const disabled =
    'disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-500 disabled:hover:text-slate-500'
  return (
    <nav aria-label={t('news.pagination.label')} className="mt-10">
      <p className="sr-only" aria-live="polite">
        {t('news.pagination.status', { page, total: totalPages })}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            className={`${itemClass} ${idle} ${disabled}`}
          >
            <ChevronLeft aria-hidden="true" size={16} />
            <span className="sr-only sm:not-sr-only">{t('news.pagination.previous')}</span>
          </button>
        </li>
        {slots.map((slot, index) =>
          slot === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                aria-label={t('news.pagination.page', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => slot !== page && onPage(slot)}
                className={`${itemClass} ${slot === page ? 'border-brand-700 bg-brand-700 text-white' : idle}`}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
            className={`${itemClass} ${idle} ${disabled}`}
          >
            <span className="sr-only sm:not-sr-only">{t('news.pagination.next')}</span>
            <ChevronRight aria-hidden="true" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  )
}
