import { Landmark } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { OperatorDot } from './OperatorDot'
import type { MobileMoneyView } from './donate-data'
import { operatorAnchor } from './operator-anchor'

/**
 * The ways to give, on a phone's first screen (docs/behaviour.md#donation-page-order): one link per mobile-money
 * operator to its card, where its code to dial is the first thing, and one to the bank transfer. Plain anchors,
 * so they work without JavaScript; the targets' scroll margin keeps them clear of the pinned bar.
 */
export function WaysToGive({ operators }: { operators: readonly MobileMoneyView[] }) {
  const { t } = useI18n()
  const link =
    'focus-ring flex min-h-12 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-900 shadow-sm hover:border-brand-700 hover:bg-brand-50'
  return (
    <nav aria-labelledby="donate-ways" className="rounded-2xl bg-brand-50 p-4 sm:p-6">
      <h2 id="donate-ways" className="text-lg font-bold text-slate-900 sm:text-xl">
        {t('donate.ways.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
        {operators.map((operator) => (
          <li key={operator.ussd}>
            <a href={`#${operatorAnchor(operator)}`} className={link}>
              <OperatorDot operator={operator} />
              {operator.operator}
            </a>
          </li>
        ))}
        <li>
          <a href="#bank-transfer" className={link}>
            <Landmark aria-hidden="true" size={18} className="shrink-0 text-brand-700" />
            {t('donate.ways.bank')}
          </a>
        </li>
      </ul>
    </nav>
  )
}
