import { ArrowRight, CalendarRange } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'

/** The 2023-2026 strategic plan, pointing to its information page and to the publications. */
export function StrategicPlansSection() {
  const { t, to } = useI18n()
  return (
    <section aria-labelledby="about-plans" className="bg-brand-900 py-12 text-white sm:py-16">
      <div className="container flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex max-w-3xl gap-4">
          <CalendarRange aria-hidden="true" size={40} className="shrink-0 text-accent-400" />
          <div>
            <h2 id="about-plans" className="text-2xl font-bold sm:text-3xl">
              {t('about.plans.title')}
            </h2>
            <p className="mt-2 text-lg text-white/90">{t('about.plans.text')}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={to('/info/plans-strategiques')} className="btn-accent">
            {t('about.plans.read')}
            <ArrowRight aria-hidden="true" size={18} />
          </a>
          <a href={to('/publications')} className="btn-ghost-light">
            {t('about.plans.publications')}
          </a>
        </div>
      </div>
    </section>
  )
}
