import { Check, Target } from 'lucide-react'
import { PartText } from '../../shared/components/PartText'
import { RichText } from '../../shared/components/RichText'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localizeIn, localText, textOr } from '../../shared/i18n/localize'
import type { AboutPage } from '../../shared/schemas/api'

type Axis = AboutPage['strategyAxes']['fr'][number]

function AxisCard({ axis }: { axis: Axis }) {
  const { t } = useI18n()
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden="true" className={`h-2 bg-gradient-to-r ${axis.gradient}`} />
      <div className="flex-1 p-6">
        <h3 className="text-lg font-bold text-slate-900">{axis.title}</h3>
        {axis.objectif ? (
          <p className="mt-3 flex gap-2 text-slate-700">
            <Target aria-hidden="true" size={18} className="mt-1 shrink-0 text-brand-700" />
            <span>
              <span className="font-semibold text-slate-900">{t('about.axisObjective')} </span>
              {axis.objectif}
            </span>
          </p>
        ) : null}
        {axis.actions.length > 0 ? (
          <>
            <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t('about.axisActions')}
            </p>
            <ul className="mt-2 space-y-2 text-slate-700">
              {axis.actions.map((action, index) => (
                <li key={`${index}-${action}`} className="flex gap-2">
                  <Check aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-emerald-700" />
                  <span>{action}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </article>
  )
}

/** Strategy: subtitle, the strategic vision and the axes with their objective and actions. */
export function StrategySection({ page }: { page: AboutPage }) {
  const { t, lang } = useI18n()
  const { value: axes = [], lang: axesLang } = localizeIn(page.strategyAxes, lang)
  const visionTitle = localText(page.strategyVisionTitle, lang)
  const visionHtml = localText(page.strategyVisionContent, lang)
  if (axes.length === 0 && !visionHtml.text && !localText(page.strategySubtitle, lang).text) return null
  return (
    <section aria-labelledby="about-strategy" className="py-12 sm:py-16">
      <div className="container">
        <SectionHeading
          id="about-strategy"
          title={textOr(localText(page.strategyTitle, lang), t('about.strategy'))}
          intro={localText(page.strategySubtitle, lang)}
        />
        {visionHtml.text ? (
          <div className="mt-8 rounded-2xl border-l-4 border-brand-700 bg-slate-50 p-6">
            <h3 className="text-xl font-bold text-slate-900">
              <PartText value={textOr(visionTitle, t('about.strategyVision'))} />
            </h3>
            <RichText html={visionHtml} className="mt-3" />
          </div>
        ) : null}
        {axes.length > 0 ? (
          <ul lang={axesLang} className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {axes.map((axis, index) => (
              <li key={`${index}-${axis.title}`}>
                <AxisCard axis={axis} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
