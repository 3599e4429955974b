import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom'
import { Icon } from '../../components/Icon'
import { PageFrame } from '../../components/PageFrame'
import { StatCard } from '../../components/StatCard'
import { useI18n } from '../../i18n/I18nProvider'
import { DEFAULT_LANG, isLang } from '../../i18n/languages'
import { type DonateData, toDonateData } from './donate-data'
import { DonationForm } from './DonationForm'
import { EngagementSection } from './EngagementSection'
import { MobileMoneySection } from './MobileMoneySection'
import { SafetyWarning } from './SafetyWarning'

export async function loader({ params }: LoaderFunctionArgs): Promise<DonateData | null> {
  if (!import.meta.env.SSR) return null
  const { getSettings } = await import('../../data/server/content')
  return toDonateData(await getSettings(), isLang(params.lang) ? params.lang : DEFAULT_LANG)
}

/** SPEC §2 "Donation": engagement, figures, the card form (nothing sent), mobile money and the safety warning. */
export function Component() {
  const { t } = useI18n()
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
                <li key={stat.label}>
                  <StatCard value={stat.value} label={stat.label} icon={<Icon name={stat.icon} />} />
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
