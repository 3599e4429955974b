import { useI18n } from '../../shared/i18n/I18nProvider'
import type { DonationAmountView } from './donate-data'

/**
 * What the suggested amounts pay for, from the settings: information, not a chooser. The donor types the
 * amount into the phone or the bank form, so a chooser here would have nothing to send (docs/behaviour.md#donation).
 */
export function DonationAmounts({ amounts }: { amounts: readonly DonationAmountView[] }) {
  const { t } = useI18n()
  return (
    <div className="mt-6">
      <h3 id="donate-amounts" className="text-lg font-bold text-slate-900">
        {t('donate.amounts.title')}
      </h3>
      <p className="mt-1 text-slate-700">{t('donate.amounts.intro')}</p>
      <ul aria-labelledby="donate-amounts" className="mt-3 grid gap-3 sm:grid-cols-3">
        {amounts.map(({ amount, impact }) => (
          <li key={amount} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
            <p className="text-xl font-extrabold text-brand-800">{t('donate.amounts.amount', { amount })}</p>
            <p className="mt-1 text-slate-800">{impact}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
