import { Icon } from '../../shared/components/Icon'
import { NumberedList } from '../../shared/components/NumberedList'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localizeIn, localText, textOr } from '../../shared/i18n/localize'
import type { MissionPage } from '../../shared/schemas/api'
import { PartText } from '../../shared/components/PartText'

/** The strategy: change axes (icon and label) and catalysts. */
export function StrategySection({ page }: { page: MissionPage }) {
  const { t, lang } = useI18n()
  const { value: axes = [], lang: axesLang } = localizeIn(page.changeAxesItems, lang)
  const { value: catalysts = [], lang: catalystsLang } = localizeIn(page.catalystsItems, lang)
  if (axes.length === 0 && catalysts.length === 0) return null
  return (
    <section aria-labelledby="mission-strategy" className="bg-slate-50 py-12 sm:py-16">
      <div className="container">
        <SectionHeading
          id="mission-strategy"
          title={textOr(localText(page.strategyTitle, lang), t('mission.strategy'))}
        />
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          {axes.length > 0 ? (
            <div>
              <h3 className="mb-4 text-xl font-bold text-slate-900">
                <PartText value={textOr(localText(page.changeAxesTitle, lang), t('mission.changeAxes'))} />
              </h3>
              <ul lang={axesLang} className="grid gap-3 sm:grid-cols-2">
                {axes.map((axis, index) => (
                  <li
                    key={`${index}-${axis.label}`}
                    className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
                    <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                      <Icon name={axis.icon} size={22} />
                    </span>
                    <span className="font-semibold text-slate-900">{axis.label}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {catalysts.length > 0 ? (
            <div>
              <h3 className="mb-4 text-xl font-bold text-slate-900">
                <PartText value={textOr(localText(page.catalystsTitle, lang), t('mission.catalysts'))} />
              </h3>
              <NumberedList items={catalysts} lang={catalystsLang} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
