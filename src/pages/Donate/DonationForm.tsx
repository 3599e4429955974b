import { CreditCard, Info, Lock } from 'lucide-react'
import { useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react'
import { FormField } from '../../components/form/FormField'
import { useFormFields } from '../../components/form/useFormFields'
import { useI18n } from '../../i18n/I18nProvider'
import {
  DONATION_CHECKS,
  DONATION_FIELDS,
  donationErrorKey,
  formatFcfa,
  type DonationField as Field,
  type DonationValues,
} from './validation'

const EMPTY: DonationValues = { cardNumber: '', expiry: '', cvv: '', amount: '' }
const PRESET_AMOUNTS = [2000, 5000, 10000, 25000] as const

/**
 * The card form (docs/behaviour.md#forms), checked in the browser with a message per field. Nothing leaves
 * the page: the form says before anything is typed that card payment opens soon
 * (docs/behaviour.md#donation-page-order), and a valid submit says it again and points to mobile money
 * (docs/behaviour.md#card-payment-not-open); the card fields are emptied.
 */
export function DonationForm() {
  const { t, lang } = useI18n()
  const form = useFormFields({ fields: DONATION_FIELDS, checks: DONATION_CHECKS, initial: EMPTY })
  const [acceptedAmount, setAcceptedAmount] = useState<string | null>(null)
  const outcome = useRef<HTMLDivElement>(null)
  const { values } = form

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate()) {
      setAcceptedAmount(null)
      return
    }
    setAcceptedAmount(formatFcfa(Number(values.amount.replace(/\D/g, '')), lang))
    form.setValues({ ...EMPTY, amount: values.amount })
    requestAnimationFrame(() => outcome.current?.focus())
  }

  const field = (name: Field, label: string, hint: string, input: InputHTMLAttributes<HTMLInputElement>) => {
    const code = form.errors[name]
    const errorKey = code && donationErrorKey(name, code)
    return (
      <FormField id={`donate-${name}`} label={label} hint={hint} error={errorKey ? t(errorKey) : undefined}>
        {(control) => (
          <input
            {...input}
            {...control}
            ref={form.register(name)}
            name={name}
            value={values[name]}
            onChange={(event) => form.setValue(name, event.target.value)}
          />
        )}
      </FormField>
    )
  }

  return (
    <section
      aria-labelledby="donate-card-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="donate-card-title" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <CreditCard aria-hidden="true" size={26} className="text-brand-700" />
        {t('donate.form.title')}
      </h2>
      <p className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
        <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-amber-800" />
        <span>
          <strong>{t('donate.form.soon')}</strong> {t('donate.form.soonText')}{' '}
          <a href="#mobile-money" className="focus-ring rounded font-semibold text-brand-700 underline">
            {t('donate.form.soonLink')}
          </a>
        </span>
      </p>
      <p className="mt-3 flex gap-2 text-sm text-slate-700">
        <Lock aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-emerald-700" />
        {t('donate.form.privacy')}
      </p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <fieldset>
          <legend className="font-semibold text-slate-900">{t('donate.form.presets')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PRESET_AMOUNTS.map((amount) => {
              const selected = values.amount === String(amount)
              return (
                <button
                  key={amount}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => form.setValue('amount', String(amount))}
                  className={`focus-ring rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors motion-reduce:transition-none ${
                    selected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-900 hover:border-brand-700'
                  }`}
                >
                  {t('donate.form.presetAmount', { amount: formatFcfa(amount, lang) })}
                </button>
              )
            })}
          </div>
        </fieldset>
        {field('amount', t('donate.form.amount'), t('donate.form.amountHint'), {
          type: 'number',
          inputMode: 'numeric',
          min: 100,
          step: 1,
          placeholder: '5000',
        })}
        {field('cardNumber', t('donate.form.cardNumber'), t('donate.form.cardNumberHint'), {
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'cc-number',
          placeholder: '1234 5678 9012 3456',
        })}
        <div className="grid gap-5 sm:grid-cols-2">
          {field('expiry', t('donate.form.expiry'), t('donate.form.expiryHint'), {
            type: 'text',
            inputMode: 'numeric',
            autoComplete: 'cc-exp',
            placeholder: t('donate.form.expiryPlaceholder'),
          })}
          {field('cvv', t('donate.form.cvv'), t('donate.form.cvvHint'), {
            type: 'text',
            inputMode: 'numeric',
            autoComplete: 'cc-csc',
            placeholder: '123',
          })}
        </div>
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {t('donate.form.submit')}
        </button>
      </form>
      {acceptedAmount ? (
        <div
          ref={outcome}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-xl border border-sky-200 bg-sky-50 p-5 text-slate-900 outline-none"
        >
          <p className="flex items-center gap-2 font-bold">
            <Info aria-hidden="true" size={20} className="text-brand-700" />
            {t('donate.outcome.title')}
          </p>
          <p className="mt-2">{t('donate.outcome.text', { amount: acceptedAmount })}</p>
          <a
            href="#mobile-money"
            className="focus-ring mt-3 inline-block rounded font-semibold text-brand-700 underline"
          >
            {t('donate.outcome.link')}
          </a>
        </div>
      ) : null}
    </section>
  )
}
