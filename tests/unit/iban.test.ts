import { describe, expect, it } from 'vitest'
import {
  compactIban,
  groupedIban,
  hasValidIbanCheckDigits,
  inTwoHalves,
  uemoaRib,
} from '../../src/shared/lib/iban'

// The bank-transfer block's account numbers (docs/behaviour.md#bank-transfer).

// The example IBAN of the ISO 13616 standard, and our settings' Benin account (its check digits computed once).
const STANDARD_EXAMPLE = 'GB82 WEST 1234 5698 7654 32'
const BENIN = 'BJ78 BJ25 1010 3200 3615 8429 0748'

describe('hasValidIbanCheckDigits', () => {
  it('accepts IBANs whose check digits match, with or without spaces, in any case', () => {
    expect(hasValidIbanCheckDigits(STANDARD_EXAMPLE)).toBe(true)
    expect(hasValidIbanCheckDigits(BENIN)).toBe(true)
    expect(hasValidIbanCheckDigits(compactIban(BENIN).toLowerCase())).toBe(true)
  })

  it('refuses one mistyped character, two neighbours swapped, and other check digits', () => {
    expect(hasValidIbanCheckDigits(BENIN.replace('0748', '0749'))).toBe(false)
    expect(hasValidIbanCheckDigits(BENIN.replace('8429', '8249'))).toBe(false)
    expect(hasValidIbanCheckDigits(BENIN.replace('BJ78', 'BJ87'))).toBe(false)
    expect(hasValidIbanCheckDigits(STANDARD_EXAMPLE.replace('WEST', 'EWST'))).toBe(false)
  })

  it('refuses what is not shaped like an IBAN', () => {
    expect(hasValidIbanCheckDigits('')).toBe(false)
    expect(hasValidIbanCheckDigits('BJ78')).toBe(false)
    expect(hasValidIbanCheckDigits('78BJ BJ25 1010 3200 3615 8429 0748')).toBe(false)
    expect(hasValidIbanCheckDigits(`${BENIN}-`)).toBe(false)
  })
})

describe('how the page writes an IBAN', () => {
  it('copies it whole and shows it in groups of four', () => {
    expect(compactIban(' bj78 BJ25 1010\u00a03200 3615 8429 0748 ')).toBe('BJ78BJ2510103200361584290748')
    expect(groupedIban('BJ78BJ2510103200361584290748')).toBe(BENIN)
    expect(groupedIban('GB82WEST12345698765432')).toBe(STANDARD_EXAMPLE)
  })

  it('shows the groups in two halves that never leave a group alone on a line', () => {
    expect(inTwoHalves(BENIN)).toBe('BJ78\u00a0BJ25\u00a01010\u00a03200 3615\u00a08429\u00a00748')
    expect(inTwoHalves('BJ251 01032 003615842907 48')).toBe('BJ251\u00a001032 003615842907\u00a048')
    expect(inTwoHalves('BSOLBJBJ')).toBe('BSOLBJBJ')
  })

  it('gives the RIB of an account in the West African monetary union, in its four parts', () => {
    expect(uemoaRib(BENIN)).toBe('BJ251 01032 003615842907 48')
    expect(uemoaRib(STANDARD_EXAMPLE)).toBeNull()
  })
})
