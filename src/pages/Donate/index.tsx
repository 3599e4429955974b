import { useLoaderData } from 'react-router-dom'
import { Icon } from '../../components/Icon'
import { PageFrame } from '../../components/PageFrame'
import { StatCard } from '../../components/StatCard'
import { useI18n } from '../../i18n/I18nProvider'
import type { Settings } from '../../schemas/content'
import { DonationForm } from './DonationForm'
import { EngagementSection } from './EngagementSection'
import { MobileMoneySection } from './MobileMoneySection'
import { SafetyWarning } from './SafetyWarning'

type DonateData = Pick<Settings, 'mobileMoney' | 'donationStats'>

export async function loader(): Promise<DonateData | null> {
  if (!import.meta.env.SSR) return null
  const { getSettings } = await import('../../data/server/content')
  const { mobileMoney, donationStats } = await getSettings()
  return { mobileMoney, donationStats }
}

/** SPEC §2 "Donation": engagement, figures, the card form (nothing sent), mobile money and the safety warning. */
export function Component() {
  const { t, lang } = useI18n()
  const data = useLoaderData() as DonateData | null | undefined
  return (
    <PageFrame id="donate">
      <div className="container space-y-12 py-12 sm:space-y-16">
        <EngagementSection />
        {data && data.donationStats.length > 0 ? (
          <section aria-labelledby="donate-stats">
            <h2 id="donate-stats" className="sr-only">
              {t('donate.stats.title')}
            </h2>
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {data.donationStats.map((stat) => (
                <li key={stat.label.fr}>
                  <StatCard value={stat.value} label={stat.label[lang]} icon={<Icon name={stat.icon} />} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <DonationForm />
          {data ? <MobileMoneySection operators={data.mobileMoney} /> : null}
        </div>
        <SafetyWarning />
      </div>
    </PageFrame>
  )
}
