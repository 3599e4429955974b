import { formatNumber } from '../../shared/lib/numbers'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { NewsStatsData } from './news-data'

/**
 * The stats header: total articles and articles of the last 30 days. The articles per category are on the
 * category links, so the page does not list the categories a third time.
 */
export function NewsStats({ stats }: { stats: NewsStatsData | null }) {
  const { t, lang } = useI18n()
  if (!stats) return null
  return (
    // Not on a phone, where it would push the list below the first screen: the list's heading counts the
    // articles found, and the category filter lists the categories.
    <section aria-labelledby="news-stats-title" className="hidden rounded-2xl bg-brand-50 p-6 sm:block">
      <h2 id="news-stats-title" className="sr-only">
        {t('news.stats.title')}
      </h2>
      <div className="grid grid-cols-2 gap-4 sm:flex sm:gap-12">
        <p className="flex flex-col">
          <span className="text-3xl font-extrabold text-brand-800">{formatNumber(stats.total, lang)}</span>
          <span className="text-sm text-slate-700">{t('news.stats.total')}</span>
        </p>
        <p className="flex flex-col">
          <span className="text-3xl font-extrabold text-brand-800">{formatNumber(stats.recent, lang)}</span>
          <span className="text-sm text-slate-700">{t('news.stats.recent')}</span>
        </p>
      </div>
    </section>
  )
}
