import { Megaphone, Sprout, Wrench } from 'lucide-react'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'

const WAYS = [
  { id: 'field', icon: Sprout },
  { id: 'skills', icon: Wrench },
  { id: 'ambassador', icon: Megaphone },
] as const

/** Volunteering at the organisation, and the three ways to give time. */
export function VolunteeringSection() {
  const { t } = useI18n()
  return (
    <section id="benevolat" aria-labelledby="careers-volunteering" className="scroll-mt-28 py-12 sm:py-16">
      <div className="container">
        <SectionHeading
          id="careers-volunteering"
          title={t('careers.volunteering.title')}
          intro={t('careers.volunteering.lead')}
        />
        <p className="mt-4 max-w-3xl text-slate-700">{t('careers.volunteering.text')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {WAYS.map(({ id, icon: Drawn }) => (
            <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Drawn aria-hidden="true" size={28} className="text-brand-700" />
              <h3 className="mt-3 text-lg font-bold text-slate-900">{t(`careers.way.${id}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`careers.way.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
