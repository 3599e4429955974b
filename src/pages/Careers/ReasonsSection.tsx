import { GraduationCap, HeartHandshake, Target, Users } from 'lucide-react'
import { IconCard } from '../../shared/components/IconCard'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'

const REASONS = [
  { id: 'impact', icon: Target, gradient: 'from-sky-600 to-blue-800' },
  { id: 'learn', icon: GraduationCap, gradient: 'from-emerald-600 to-teal-800' },
  { id: 'team', icon: Users, gradient: 'from-violet-600 to-indigo-800' },
  { id: 'values', icon: HeartHandshake, gradient: 'from-rose-600 to-red-800' },
] as const

/** The four reasons to join. */
export function ReasonsSection() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="careers-reasons" className="bg-slate-50 py-12 sm:py-16">
      <div className="container">
        <SectionHeading id="careers-reasons" title={t('careers.reasons.title')} centered />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ id, icon: Drawn, gradient }) => (
            <li key={id}>
              <IconCard
                icon={<Drawn aria-hidden="true" size={24} />}
                title={t(`careers.reason.${id}.title`)}
                gradient={gradient}
              >
                <p className="mt-2 text-slate-700">{t(`careers.reason.${id}.text`)}</p>
              </IconCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
