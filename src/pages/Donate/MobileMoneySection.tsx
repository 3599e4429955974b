import { Smartphone } from 'lucide-react'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { balancedGrid } from '../../shared/components/balanced-grid'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { OperatorDot } from './OperatorDot'
import type { DonationAmountView, MobileMoneyView } from './donate-data'
import { CodeRow } from './CodeRow'
import { DonationAmounts } from './DonationAmounts'
import { operatorAnchor } from './operator-anchor'

/**
 * Drawn from the load, unlike the home page's lower blocks (RENDER_NEAR_SCREEN): a skipped card's stand-in
 * height is not its own, and when the card is drawn during the smooth scroll of a link to a part below it (the
 * card block's "by bank transfer"), the scroll ends off its mark, the heading hidden under the top bar.
 */
function OperatorCard({ operator }: { operator: MobileMoneyView }) {
  const { t } = useI18n()
  return (
    // The target of the operator's link at the top (WaysToGive): its code to dial comes first, clear of the
    // pinned bar and the browser's own (scroll margin).
    <article
      id={operatorAnchor(operator)}
      className="flex h-full scroll-mt-20 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: operator.color }} />
      <div className="flex-1 p-6">
        <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <OperatorDot operator={operator} />
          {operator.service}
        </h3>
        <dl className="mt-4 space-y-2">
          <CodeRow label={t('donate.mobile.ussd')} value={operator.ussd} dial />
          <CodeRow label={t('donate.mobile.merchant')} value={operator.merchantCode} />
        </dl>
        <p className="mt-2 text-sm text-slate-600">{t('donate.mobile.dialHint')}</p>
        <h4 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('donate.mobile.steps')}
        </h4>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
          {operator.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </article>
  )
}

/**
 * Mobile-money instructions of each operator, from the content settings, with what the suggested amounts pay
 * for above them: the donor types the amount into the phone (docs/behaviour.md#donation).
 */
export function MobileMoneySection({
  operators,
  amounts,
}: {
  operators: readonly MobileMoneyView[]
  amounts: readonly DonationAmountView[]
}) {
  const { t } = useI18n()
  return (
    <section id="mobile-money" aria-labelledby="donate-mobile" className="scroll-mt-28">
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden="true" size={28} className="mt-1 shrink-0 text-brand-700" />
        <SectionHeading
          id="donate-mobile"
          title={t('donate.mobile.title')}
          intro={t('donate.mobile.intro')}
        />
      </div>
      <DonationAmounts amounts={amounts} />
      {/* As many columns as leave no card alone on the last row (docs/behaviour.md#grids): three operators share
          one row from 768 px, rather than two above one stretched across. */}
      <ul className={`mt-6 ${balancedGrid(operators.length)}`}>
        {operators.map((operator) => (
          <li key={operator.ussd}>
            <OperatorCard operator={operator} />
          </li>
        ))}
      </ul>
    </section>
  )
}
