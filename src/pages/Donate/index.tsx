import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom'
import { PageFrame } from '../../components/PageFrame'
import { langOf } from '../../i18n/languages'
import { type DonateData, toDonateData } from './donate-data'
import { Island } from '../../islands/Island'
import { DonationForm } from './DonationForm'
import { EngagementSection } from './EngagementSection'
import { MobileMoneySection } from './MobileMoneySection'
import { SafetyWarning } from './SafetyWarning'

export async function loader({ params }: LoaderFunctionArgs): Promise<DonateData | null> {
  if (!import.meta.env.SSR) return null
  const { getSettings } = await import('../../data/server/content')
  return toDonateData(await getSettings(), langOf(params.lang))
}

/**
 * SPEC §2 "Donation": engagement and figures, then mobile money first, what most donors here use, with the
 * safety warning that concerns it, then the card form that is not open yet (DESIGN decision 13).
 */
export function Component() {
  const data = useLoaderData() as DonateData | null | undefined
  return (
    <PageFrame id="donate">
      <div className="container space-y-12 py-12 sm:space-y-16">
        <EngagementSection data={data ?? null} />
        {data ? <MobileMoneySection operators={data.mobileMoney} /> : null}
        <SafetyWarning />
        <div className="mx-auto max-w-3xl">
          <Island name="DonationForm" component={DonationForm} props={{}} when="idle" />
        </div>
      </div>
    </PageFrame>
  )
}
