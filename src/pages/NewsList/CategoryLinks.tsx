import { PartText } from '../../shared/components/PartText'
import { formatNumber } from '../../shared/lib/numbers'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { CategoryLink } from './news-list-data'
import { newsCategoryPagePath, newsPagePath } from './query'

const chipClass =
  'tap-target focus-ring inline-flex items-center whitespace-nowrap rounded-full border px-3 py-1 text-sm font-semibold'
const chipStates = {
  current: 'border-brand-700 bg-brand-700 text-white',
  other: 'border-brand-100 bg-white text-brand-800 hover:bg-brand-50',
}

/**
 * The category pages as links, each with its number of articles (the one place the list names the categories
 * besides the search form's filter), above the list: they work without JavaScript (docs/behaviour.md#news-list),
 * where the search does not — which a `<noscript>` line says.
 */
export function CategoryLinks({
  links,
  current,
}: {
  links: readonly CategoryLink[] | null
  current: number | null
}) {
  const { t, to, lang } = useI18n()
  return (
    <div className="container flex flex-col gap-3 pt-6 sm:pt-10">
      <noscript>
        <p className="text-slate-800">{t('news.search.needsScript')}</p>
      </noscript>
      {links && links.length > 0 ? (
        <nav aria-labelledby="news-categories-title">
          <h2 id="news-categories-title" className="sr-only">
            {t('news.categories.title')}
          </h2>
          {/* One row on a phone, scrolled sideways by itself, so the first card stays on the first screen. */}
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap sm:overflow-visible">
            <li className="shrink-0">
              <a
                href={to(newsPagePath(1))}
                aria-current={current === null ? 'page' : undefined}
                className={`${chipClass} ${current === null ? chipStates.current : chipStates.other}`}
              >
                {t('news.category.all')}
              </a>
            </li>
            {links.map((link) => (
              <li key={link.id} className="shrink-0">
                <a
                  href={to(newsCategoryPagePath(link.slug, 1))}
                  aria-current={current === link.id ? 'page' : undefined}
                  className={`${chipClass} ${current === link.id ? chipStates.current : chipStates.other}`}
                >
                  <PartText value={link.label} />{' '}
                  <span className="ml-1 font-bold">{formatNumber(link.count, lang)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
