import { Icon } from '../../shared/components/Icon'
import { IconCard } from '../../shared/components/IconCard'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localizeIn, localText, textOr } from '../../shared/i18n/localize'
import type { MissionPage } from '../../shared/schemas/api'

/** The five pillars of action, as icon cards. */
export function PillarsSection({ page }: { page: MissionPage }) {
  const { t, lang } = useI18n()
  const { value: pillars = [], lang: pillarsLang } = localizeIn(page.pillarsItems, lang)
  if (pillars.length === 0) return null
  return (
    <section aria-labelledby="mission-pillars" className="py-12 sm:py-16">
      <div className="container">
        <SectionHeading
          id="mission-pillars"
          title={textOr(localText(page.pillarsTitle, lang), t('mission.pillars'))}
        />
        <ul lang={pillarsLang} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {pillars.map((pillar, index) => (
            <li key={`${index}-${pillar.title}`}>
              <IconCard
                icon={<Icon name={pillar.icon} />}
                title={pillar.title}
                gradient={pillar.gradient}
                points={pillar.points}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
