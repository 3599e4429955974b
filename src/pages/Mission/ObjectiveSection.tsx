import { RichText } from '../../shared/components/RichText'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { StatCard } from '../../shared/components/StatCard'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localizeIn, localText, textOr } from '../../shared/i18n/localize'
import type { MissionPage } from '../../shared/schemas/api'

/** The 2026 objective and its figures. */
export function ObjectiveSection({ page }: { page: MissionPage }) {
  const { t, lang } = useI18n()
  const html = localText(page.objective2026Content, lang)
  const { value: stats = [], lang: statsLang } = localizeIn(page.objective2026Stats, lang)
  if (!html.text && stats.length === 0) return null
  return (
    <section aria-labelledby="mission-objective" className="py-12 sm:py-16">
      <div className="container">
        <SectionHeading
          id="mission-objective"
          title={textOr(localText(page.objective2026Title, lang), t('mission.objective'))}
        />
        {html.text ? <RichText html={html} className="mt-6 max-w-3xl text-lg" /> : null}
        {stats.length > 0 ? (
          <ul lang={statsLang} className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {stats.map((stat, index) => (
              <li key={`${index}-${stat.label}`}>
                <StatCard value={stat.value} label={stat.label} detail={stat.subtitle} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
