import { PageFrame } from '../../shared/components/PageFrame'
import { useBuildData } from '../../shared/data/use-build-data'
import { BankTransferSection } from './BankTransferSection'
import { CardPaymentSection } from './CardPaymentSection'
import { EngagementSection } from './EngagementSection'
import { MobileMoneySection } from './MobileMoneySection'
import { SafetyWarning } from './SafetyWarning'
import { WaysToGive } from './WaysToGive'
import type { loader } from './page'

/**
 * docs/behaviour.md#donation: the ways to give first, a link to each operator's code and to the bank transfer
 * (two taps from any page: Donate, then the operator), then engagement and figures, then mobile money first, what most donors here use, with
 * what the suggested amounts pay for and the safety warning that concerns it, then the bank transfer, then card
 * payment (docs/behaviour.md#donation-page-order). Plain HTML: no form, nothing that waits for a script but the
 * copy buttons, which are not shown without one.
 */
export function Component() {
  const data = useBuildData<typeof loader>()
  return (
    <PageFrame id="donate">
      <div className="container space-y-12 py-12 sm:space-y-16">
        {data ? <WaysToGive operators={data.mobileMoney} /> : null}
        <EngagementSection data={data ?? null} />
        {data ? <MobileMoneySection operators={data.mobileMoney} amounts={data.amounts} /> : null}
        <SafetyWarning />
        {data ? (
          <>
            <BankTransferSection account={data.bankTransfer} email={data.email} />
            <div className="max-w-3xl">
              <CardPaymentSection card={data.cardPayment} />
            </div>
          </>
        ) : null}
      </div>
    </PageFrame>
  )
}
