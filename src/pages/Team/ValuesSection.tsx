import { Award, HeartHandshake, ShieldCheck } from 'lucide-react'
import { IconCard } from '../../shared/components/IconCard'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'

const VALUES = [
  { id: 'integrity', icon: ShieldCheck, gradient: 'from-sky-600 to-blue-800' },
  { id: 'solidarity', icon: HeartHandshake, gradient: 'from-rose-600 to-red-800' },
  { id: 'excellence', icon: Award, gradient: 'from-amber-600 to-orange-800' },
] as const

/** The three values of the team: integrity, solidarity, excellence. */
export function ValuesSection() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="team-values" className="bg-slate-50 py-12 sm:py-16">
      <div className="container">
        <SectionHeading
          id="team-values"
          title={t('team.valuesTitle')}
          intro={t('team.valuesSubtitle')}
          centered
        />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ id, icon: Drawn, gradient }) => (
            <li key={id}>
              <IconCard
                icon={<Drawn aria-hidden="true" size={24} />}
                title={t(`team.value.${id}.title`)}
                gradient={gradient}
              >
                <p className="mt-2 text-slate-700">{t(`team.value.${id}.text`)}</p>
              </IconCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
