import {
  firstInvalidField as firstInvalid,
  validateFields,
  type FieldErrors,
} from '../../lib/forms/validation'
import type { TextKey } from '../../i18n/text-keys'

/**
 * Browser-side checks of the donation card form (docs/behaviour.md#forms). Pure functions: the form shows one
 * message per field from the code returned here. Card data is never sent, stored or logged
 * (docs/behaviour.md#card-payment-not-open).
 */

export const MIN_DONATION_FCFA = 100

/** In the order of the form, so the first invalid one is the first the visitor meets. */
export const DONATION_FIELDS = ['amount', 'cardNumber', 'expiry', 'cvv'] as const
export type DonationField = (typeof DONATION_FIELDS)[number]
export type DonationValues = Record<DonationField, string>

/** `required`: empty; `format`: not the expected shape; `month`: expiry month outside 01-12; `min`: below 100. */
export type DonationErrorCode = 'required' | 'format' | 'month' | 'min'
export type DonationErrors = FieldErrors<DonationField, DonationErrorCode>

/** 13 to 19 characters, each a digit or a space (cards are often typed in groups of four). */
export function checkCardNumber(value: string): 'required' | 'format' | null {
  const card = value.trim()
  if (card === '') return 'required'
  return /^[\d ]{13,19}$/.test(card) ? null : 'format'
}

/** MM/AA: a two-digit month from 01 to 12, a slash, a two-digit year. */
export function checkExpiry(value: string): 'required' | 'format' | 'month' | null {
  const expiry = value.trim()
  if (expiry === '') return 'required'
  const match = /^(\d{2})\/\d{2}$/.exec(expiry)
  if (!match) return 'format'
  const month = Number(match[1])
  return month >= 1 && month <= 12 ? null : 'month'
}

/** Exactly three digits. */
export function checkCvv(value: string): 'required' | 'format' | null {
  const cvv = value.trim()
  if (cvv === '') return 'required'
  return /^\d{3}$/.test(cvv) ? null : 'format'
}

/** A whole number of FCFA (the franc has no cents), at least 100; spaces between thousands are allowed. */
export function checkAmount(value: string): 'required' | 'format' | 'min' | null {
  const amount = value.replace(/[\s\u202f\u00a0]/g, '')
  if (amount === '') return 'required'
  if (!/^\d+$/.test(amount)) return 'format'
  return Number(amount) >= MIN_DONATION_FCFA ? null : 'min'
}

const CHECKS = {
  cardNumber: checkCardNumber,
  expiry: checkExpiry,
  cvv: checkCvv,
  amount: checkAmount,
} as const

export const DONATION_CHECKS: { readonly [F in DonationField]: (value: string) => DonationErrorCode | null } =
  CHECKS

/** The message of each code a field's check can give: a code without one fails the type check. */
export const ERROR_KEYS = {
  cardNumber: { required: 'donate.error.cardNumber.required', format: 'donate.error.cardNumber.format' },
  expiry: {
    required: 'donate.error.expiry.required',
    format: 'donate.error.expiry.format',
    month: 'donate.error.expiry.month',
  },
  cvv: { required: 'donate.error.cvv.required', format: 'donate.error.cvv.format' },
  amount: {
    required: 'donate.error.amount.required',
    format: 'donate.error.amount.format',
    min: 'donate.error.amount.min',
  },
} as const satisfies {
  readonly [F in DonationField]: Record<NonNullable<ReturnType<(typeof CHECKS)[F]>>, TextKey>
}

/** The dictionary key of a field's message (none for a code its check cannot give). */
export function donationErrorKey(field: DonationField, code: DonationErrorCode): TextKey | undefined {
  const keys: Partial<Record<DonationErrorCode, TextKey>> = ERROR_KEYS[field]
  return keys[code]
}

/** The error of each invalid field; an empty object when the form can be accepted. */
export function validateDonation(values: DonationValues): DonationErrors {
  return validateFields(DONATION_FIELDS, DONATION_CHECKS, values)
}

export function firstInvalidField(errors: DonationErrors): DonationField | null {
  return firstInvalid(DONATION_FIELDS, errors)
}

/** "5 000" in French (narrow no-break space), "5,000" in English: written by hand so server and browser agree. */
export function formatFcfa(amount: number, lang: 'fr' | 'en'): string {
  const digits = String(Math.trunc(Math.abs(amount)))
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u202f' : ',')
  return amount < 0 ? `-${grouped}` : grouped
}
