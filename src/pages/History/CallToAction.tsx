import { HandHeart, Users } from 'lucide-react'
import { RichText } from '../../shared/components/RichText'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { localText, textOr } from '../../shared/i18n/localize'
import type { HistoryPage } from '../../shared/schemas/api'
import { PartText } from '../../shared/components/PartText'
import { pageHref } from '../../shared/app/page-links'

/** The closing call to action: give (donation page) or volunteer (careers page). */
export function CallToAction({ page }: { page: HistoryPage }) {
  const { t, lang, to } = useI18n()
  const html = localText(page.ctaContent, lang)
  return (
    <section
      aria-labelledby="history-cta"
      className="bg-gradient-to-br from-brand-800 to-brand-900 py-12 text-white sm:py-16"
    >
      <div className="container text-center">
        <h2 id="history-cta" className="text-2xl font-bold sm:text-3xl">
          <PartText value={textOr(localText(page.ctaTitle, lang), t('history.cta'))} />
        </h2>
        {html.text ? (
          <RichText html={html} className="prose-invert mx-auto mt-4 max-w-2xl text-lg text-white" />
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={to('/don')} className="btn-accent">
            <HandHeart aria-hidden="true" size={18} />
            <PartText value={textOr(localText(page.ctaDonateButton, lang), t('history.donate'))} />
          </a>
          <a href={to(pageHref('Careers'))} className="btn-ghost-light">
            <Users aria-hidden="true" size={18} />
            <PartText value={textOr(localText(page.ctaVolunteerButton, lang), t('history.volunteer'))} />
          </a>
        </div>
      </div>
    </section>
  )
}
