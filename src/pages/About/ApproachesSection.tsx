import { NumberedList } from '../../shared/components/NumberedList'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localizeIn, localText, textOr } from '../../shared/i18n/localize'
import type { AboutPage } from '../../shared/schemas/api'
import { PartText } from '../../shared/components/PartText'

/** Approaches: the change axes and the catalysts, as two numbered lists. */
export function ApproachesSection({ page }: { page: AboutPage }) {
  const { t, lang } = useI18n()
  const { value: axes = [], lang: axesLang } = localizeIn(page.changeAxesItems, lang)
  const { value: catalysts = [], lang: catalystsLang } = localizeIn(page.catalystsItems, lang)
  if (axes.length === 0 && catalysts.length === 0) return null
  return (
    <section aria-labelledby="about-approaches" className="py-12 sm:py-16">
      <div className="container">
        <SectionHeading
          id="about-approaches"
          title={textOr(localText(page.approachesTitle, lang), t('about.approaches'))}
        />
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {axes.length > 0 ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="mb-4 text-xl font-bold text-slate-900">
                <PartText value={textOr(localText(page.changeAxesTitle, lang), t('about.changeAxes'))} />
              </h3>
              <NumberedList items={axes} lang={axesLang} />
            </div>
          ) : null}
          {catalysts.length > 0 ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="mb-4 text-xl font-bold text-slate-900">
                <PartText value={textOr(localText(page.catalystsTitle, lang), t('about.catalysts'))} />
              </h3>
              <NumberedList items={catalysts} lang={catalystsLang} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
