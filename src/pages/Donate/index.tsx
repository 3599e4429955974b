import { PageFrame } from '../../components/PageFrame'
import { buildLoader, useBuildData } from '../../data/build-loader'
import { toDonateData } from './donate-data'
import { Island } from '../../islands/Island'
import { DonationForm } from './DonationForm'
import { EngagementSection } from './EngagementSection'
import { MobileMoneySection } from './MobileMoneySection'
import { SafetyWarning } from './SafetyWarning'

export const loader = buildLoader(async ({ settings, lang }) => toDonateData(await settings(), lang))

/**
 * docs/behaviour.md#donation: engagement and figures, then mobile money first, what most donors here use,
 * with the safety warning that concerns it, then the card form that is not open yet
 * (docs/behaviour.md#donation-page-order).
 */
export function Component() {
  const data = useBuildData<typeof loader>()
  return (
    <PageFrame id="donate">
      <div className="container space-y-12 py-12 sm:space-y-16">
        <EngagementSection data={data ?? null} />
        {data ? <MobileMoneySection operators={data.mobileMoney} /> : null}
        <SafetyWarning />
        <div className="mx-auto max-w-3xl">
          {/* Hydrated at the visitor's first use (docs/islands.md#an-island): what is typed before stays. */}
          <Island name="DonationForm" component={DonationForm} props={{}} when="in-use" />
        </div>
      </div>
    </PageFrame>
  )
}
