import { describe, expect, it } from 'vitest'
import en from '../../src/i18n/dictionaries/en/index'
import fr from '../../src/i18n/dictionaries/fr/index'
import {
  DONATION_FIELDS,
  donationErrorKey,
  ERROR_KEYS,
  checkAmount,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  firstInvalidField,
  formatFcfa,
  validateDonation,
  type DonationValues,
} from '../../src/pages/Donate/validation'

// docs/behaviour.md#forms: card number 13 to 19 digits or spaces; expiry MM/AA with month 01-12; CVV exactly
// 3 digits; amount in FCFA, at least 100.

describe('card number', () => {
  it.each([
    ['4111111111111', null], // 13 digits
    ['4111111111111111', null], // 16 digits
    ['4111111111111111111', null], // 19 digits
    ['4111 1111 1111 1111', null], // 16 digits in groups: 19 characters
    ['  4111 1111 1111 1111  ', null], // spaces around are ignored
    ['', 'required'],
    ['   ', 'required'],
    ['411111111111', 'format'], // 12 digits
    ['41111111111111111111', 'format'], // 20 digits
    ['4111 1111 1111 1111 1', 'format'], // 21 characters
    ['4111-1111-1111-1111', 'format'],
    ['4111a11111111111', 'format'],
    ['４１１１１１１１１１１１１', 'format'], // full-width digits are not digits here
  ])('%j → %s', (value, expected) => {
    expect(checkCardNumber(value)).toBe(expected)
  })
})

describe('expiry date', () => {
  it.each([
    ['01/27', null],
    ['12/30', null],
    ['09/00', null],
    [' 08/27 ', null],
    ['', 'required'],
    ['00/27', 'month'],
    ['13/27', 'month'],
    ['99/27', 'month'],
    ['1/27', 'format'],
    ['01/2027', 'format'],
    ['0127', 'format'],
    ['01-27', 'format'],
    ['ab/cd', 'format'],
  ])('%j → %s', (value, expected) => {
    expect(checkExpiry(value)).toBe(expected)
  })
})

describe('CVV', () => {
  it.each([
    ['123', null],
    ['000', null],
    ['', 'required'],
    ['12', 'format'],
    ['1234', 'format'],
    ['12a', 'format'],
    ['1 2 3', 'format'],
  ])('%j → %s', (value, expected) => {
    expect(checkCvv(value)).toBe(expected)
  })
})

describe('amount', () => {
  it.each([
    ['100', null],
    ['5000', null],
    ['5 000', null],
    ['1000000', null],
    ['', 'required'],
    ['99', 'min'],
    ['0', 'min'],
    ['-500', 'format'],
    ['150.5', 'format'],
    ['1e3', 'format'],
    ['cinq mille', 'format'],
  ])('%j → %s', (value, expected) => {
    expect(checkAmount(value)).toBe(expected)
  })
})

describe('the whole form', () => {
  const valid: DonationValues = {
    amount: '5000',
    cardNumber: '4111 1111 1111 1111',
    expiry: '08/27',
    cvv: '123',
  }

  it('accepts valid values', () => {
    expect(validateDonation(valid)).toEqual({})
    expect(firstInvalidField({})).toBeNull()
  })

  it('reports every invalid field, and the first one in the order of the form', () => {
    const errors = validateDonation({ amount: '50', cardNumber: '', expiry: '13/27', cvv: '12' })
    expect(errors).toEqual({ amount: 'min', cardNumber: 'required', expiry: 'month', cvv: 'format' })
    expect(firstInvalidField(errors)).toBe('amount')
    expect(firstInvalidField(validateDonation({ ...valid, cvv: '' }))).toBe('cvv')
  })

  it('has a message for every error of every field, in both languages', () => {
    const keys = DONATION_FIELDS.flatMap((field) => Object.values(ERROR_KEYS[field]))
    expect(keys.length).toBe(10)
    expect(keys.filter((key) => !fr[key] || !en[key])).toEqual([])
    expect(donationErrorKey('expiry', 'month')).toBe('donate.error.expiry.month')
    expect(donationErrorKey('cvv', 'min')).toBeUndefined()
  })
})

describe('formatFcfa', () => {
  it.each([
    [100, 'fr', '100'],
    [5000, 'fr', '5\u202f000'],
    [25000, 'en', '25,000'],
    [1250000, 'en', '1,250,000'],
  ] as const)('%d in %s → %s', (amount, lang, expected) => {
    expect(formatFcfa(amount, lang)).toBe(expected)
  })
})
