import { Smartphone } from 'lucide-react'
import { SectionHeading } from '../../components/SectionHeading'
import { useI18n } from '../../i18n/I18nProvider'
import type { MobileMoneyView } from './donate-data'
import { CopyButton } from './CopyButton'
import { ussdTelHref } from './ussd'
import { RENDER_NEAR_SCREEN } from '../../components/render-near-screen'

const CODE_CLASS = 'font-mono text-lg font-bold text-slate-900'

/** A code and its copy button; a USSD code is also a `tel:` link, which opens the dialler on Android. */
function CodeRow({ label, value, dial = false }: { label: string; value: string; dial?: boolean }) {
  const { t } = useI18n()
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="flex items-center gap-2">
        {dial ? (
          <a
            href={ussdTelHref(value)}
            className={`focus-ring rounded underline decoration-brand-700 decoration-2 underline-offset-4 hover:text-brand-800 ${CODE_CLASS}`}
          >
            <span>{value}</span>
            <span className="sr-only"> ({t('donate.mobile.dial')})</span>
          </a>
        ) : (
          <span className={CODE_CLASS}>{value}</span>
        )}
        <CopyButton value={value} />
      </dd>
    </div>
  )
}

function OperatorCard({ operator }: { operator: MobileMoneyView }) {
  const { t } = useI18n()
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      style={RENDER_NEAR_SCREEN}
    >
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: operator.color }} />
      <div className="flex-1 p-6">
        <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <span
            aria-hidden="true"
            className="inline-block h-4 w-4 rounded-full ring-1 ring-slate-300"
            style={{ backgroundColor: operator.color }}
          />
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
 * Mobile-money instructions of each operator, from the content settings
 * (docs/behaviour.md#card-payment-not-open).
 */
export function MobileMoneySection({ operators }: { operators: readonly MobileMoneyView[] }) {
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
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {operators.map((operator, index) => (
          // On two columns, an odd last card takes the whole row rather than leave a hole beside it.
          <li
            key={operator.ussd}
            className={
              index === operators.length - 1 && operators.length % 2 === 1
                ? 'md:col-span-2 lg:col-span-1'
                : ''
            }
          >
            <OperatorCard operator={operator} />
          </li>
        ))}
      </ul>
    </section>
  )
}
