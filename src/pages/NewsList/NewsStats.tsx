import { PartText } from '../../components/PartText'
import { formatNumber } from '../../lib/numbers'
import { useI18n } from '../../i18n/I18nProvider'
import type { NewsStatsData } from './news-data'

/** The stats header: total articles, articles of the last 30 days, articles per category. */
export function NewsStats({ stats }: { stats: NewsStatsData | null }) {
  const { t, lang } = useI18n()
  if (!stats) return null
  const categories = stats.byCategory.filter((entry) => entry.label.text !== '')
  return (
    // Not on a phone, where it would push the list below the first screen: the list's heading counts the
    // articles found, and the category filter lists the categories.
    <section aria-labelledby="news-stats-title" className="hidden rounded-2xl bg-brand-50 p-6 sm:block">
      <h2 id="news-stats-title" className="sr-only">
        {t('news.stats.title')}
      </h2>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[auto_auto_1fr] sm:items-start sm:gap-8">
        <p className="flex flex-col">
          <span className="text-3xl font-extrabold text-brand-800">{formatNumber(stats.total, lang)}</span>
          <span className="text-sm text-slate-700">{t('news.stats.total')}</span>
        </p>
        <p className="flex flex-col">
          <span className="text-3xl font-extrabold text-brand-800">{formatNumber(stats.recent, lang)}</span>
          <span className="text-sm text-slate-700">{t('news.stats.recent')}</span>
        </p>
        {categories.length > 0 ? (
          <div className="col-span-2 sm:col-span-1">
            <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('news.stats.byCategory')}</h3>
            <ul className="flex flex-wrap gap-2">
              {categories.map((entry) => (
                <li
                  key={entry.key}
                  className="rounded-full border border-brand-100 bg-white px-2.5 py-0.5 text-sm text-slate-800"
                >
                  <PartText value={entry.label} />{' '}
                  <span className="font-bold text-brand-800">{formatNumber(entry.count, lang)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}
