import { CreditCard, ExternalLink, Info, Landmark, Smartphone } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { CardPayment } from '../../shared/schemas/content'

/**
 * Card payment, as the settings say (docs/behaviour.md#card-payment): the site has no card field of its own.
 * Without a provider, the block says card payment opens soon and leads to what works today; with one, it links
 * to the provider's own hosted checkout, where the donor types the card.
 */
export function CardPaymentSection({ card }: { card: CardPayment }) {
  const { t } = useI18n()
  return (
    <section
      id="card-payment"
      aria-labelledby="donate-card"
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="donate-card" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <CreditCard aria-hidden="true" size={26} className="shrink-0 text-brand-700" />
        {t('donate.card.title')}
      </h2>
      {card.provider === 'hosted-checkout' ? (
        <>
          <p className="mt-4 text-slate-700">{t('donate.card.hosted', { provider: card.providerName })}</p>
          <a href={card.checkoutUrl} className="btn-primary mt-5">
            {t('donate.card.checkout', { provider: card.providerName })}
            <ExternalLink aria-hidden="true" size={18} />
            <span className="sr-only"> ({t('donate.card.external', { provider: card.providerName })})</span>
          </a>
        </>
      ) : (
        <>
          <p className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
            <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-amber-800" />
            <span>
              <strong>{t('donate.card.soon')}</strong> {t('donate.card.soonText')}
            </span>
          </p>
          <p className="mt-5 flex flex-wrap gap-3">
            <a href="#mobile-money" className="btn-outline">
              <Smartphone aria-hidden="true" size={18} />
              {t('donate.card.toMobile')}
            </a>
            <a href="#bank-transfer" className="btn-outline">
              <Landmark aria-hidden="true" size={18} />
              {t('donate.card.toBank')}
            </a>
          </p>
        </>
      )}
    </section>
  )
}
