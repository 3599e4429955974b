import { Icon } from '../../shared/components/Icon'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { StatCard } from '../../shared/components/StatCard'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localizeIn, localText, textOr } from '../../shared/i18n/localize'
import type { HistoryPage } from '../../shared/schemas/api'

/** Key figures of the organisation's journey. */
export function StatsSection({ page }: { page: HistoryPage }) {
  const { t, lang } = useI18n()
  const { value: stats = [], lang: statsLang } = localizeIn(page.statsItems, lang)
  if (stats.length === 0) return null
  return (
    <section aria-labelledby="history-stats" className="bg-slate-50 py-12 sm:py-16">
      <div className="container">
        <SectionHeading
          id="history-stats"
          title={textOr(localText(page.statsTitle, lang), t('history.stats'))}
          intro={localText(page.statsSubtitle, lang)}
        />
        <ul lang={statsLang} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat, index) => (
            <li key={`${index}-${stat.label}`}>
              <StatCard
                value={stat.value}
                label={stat.label}
                detail={stat.description}
                icon={<Icon name={stat.icon} />}
                gradient={stat.gradient}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
