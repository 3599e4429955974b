import { useI18n } from '../../shared/i18n/I18nProvider'
import { CopyButton } from './CopyButton'
import { ussdTelHref } from './ussd'

const VALUE_CLASS = 'text-lg font-bold text-slate-900'

/**
 * One detail a donor types into a phone or a bank form (a code, an account number, a name), with its copy button
 * (docs/behaviour.md#donation). `shown` is how it reads when that differs from what is copied (an IBAN in groups
 * of four, copied whole); `mono` for codes, where each character counts; `stacked` puts the label above the
 * value, for values of any length; `lang` for a name in another language than the page's. A USSD code (`dial`) is also a `tel:` link, which opens the dialler on Android; it is tall
 * enough to tap, being the page's main action on a phone (docs/behaviour.md#donation-page-order).
 */
export function CodeRow({
  label,
  value,
  shown = value,
  dial = false,
  mono = true,
  stacked = false,
  lang,
}: {
  label: string
  value: string
  shown?: string
  dial?: boolean
  mono?: boolean
  stacked?: boolean
  lang?: string
}) {
  const { t } = useI18n()
  const valueClass = `${VALUE_CLASS} ${mono ? 'font-mono' : ''}`
  return (
    <div
      className={`rounded-lg bg-slate-50 px-3 py-2 ${stacked ? '' : 'flex flex-wrap items-center justify-between gap-x-3 gap-y-1'}`}
    >
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      {/* A value too long for its line takes the line, its button going below it. */}
      <dd className={`flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 ${stacked ? 'mt-1' : ''}`}>
        {dial ? (
          <a
            href={ussdTelHref(value)}
            className={`focus-ring inline-flex min-h-11 items-center rounded px-1 underline decoration-brand-700 decoration-2 underline-offset-4 hover:text-brand-800 ${valueClass}`}
          >
            <span>{shown}</span>
            <span className="sr-only"> ({t('donate.mobile.dial')})</span>
          </a>
        ) : (
          <span lang={lang} className={`min-w-0 break-words ${valueClass}`}>
            {shown}
          </span>
        )}
        <CopyButton value={value} />
      </dd>
    </div>
  )
}
