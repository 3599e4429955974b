import { Icon } from '../../shared/components/Icon'
import { IconCard } from '../../shared/components/IconCard'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localizeIn, localText, textOr } from '../../shared/i18n/localize'
import type { AboutPage } from '../../shared/schemas/api'

/** The High 5 objectives as icon cards. */
export function ObjectivesSection({ page }: { page: AboutPage }) {
  const { t, lang } = useI18n()
  const { value: items = [], lang: itemsLang } = localizeIn(page.objectivesItems, lang)
  if (items.length === 0) return null
  return (
    <section aria-labelledby="about-objectives" className="bg-slate-50 py-12 sm:py-16">
      <div className="container">
        <SectionHeading
          id="about-objectives"
          title={textOr(localText(page.objectivesTitle, lang), t('about.objectives'))}
          intro={localText(page.objectivesSubtitle, lang)}
        />
        <ul lang={itemsLang} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={`${index}-${item.title}`}>
              <IconCard
                icon={<Icon name={item.icon} />}
                title={item.title}
                gradient={item.gradient}
                points={item.points}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
