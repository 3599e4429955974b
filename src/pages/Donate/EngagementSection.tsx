import { HandHeart } from 'lucide-react'
import { Icon } from '../../shared/components/Icon'
import { StatCard } from '../../shared/components/StatCard'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { DonateData } from './donate-data'
import { WhatsAppShareLink } from './WhatsAppShareLink'

/** Why a gift matters, what the joint fund has financed, and the organisation's figures beside it. */
export function EngagementSection({ data }: { data: Pick<DonateData, 'fundedProjects' | 'figures'> | null }) {
  const { t } = useI18n()
  return (
    <div className="grid items-center gap-8 lg:grid-cols-2">
      <section aria-labelledby="donate-engagement">
        <h2 id="donate-engagement" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('donate.engagement.title')}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{t('donate.engagement.text')}</p>
        <p className="mt-3 text-slate-700">{t('donate.engagement.use')}</p>
        {data?.fundedProjects ? (
          <p className="mt-4 flex items-start gap-3 rounded-xl bg-brand-900 p-4 font-semibold text-white">
            <HandHeart aria-hidden="true" size={28} className="shrink-0 text-accent-400" />
            {t('donate.fund', { count: data.fundedProjects })}
          </p>
        ) : null}
        <WhatsAppShareLink />
      </section>
      {data && data.figures.length > 0 ? (
        <section aria-labelledby="donate-stats">
          <h2 id="donate-stats" className="sr-only">
            {t('donate.stats.title')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-2">
            {data.figures.map((figure) => (
              <li key={figure.label}>
                <StatCard value={figure.value} label={figure.label} icon={<Icon name={figure.icon} />} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
