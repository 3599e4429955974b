import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { I18nProvider } from '../../src/shared/i18n/I18nProvider'
import { LANGS, type Lang } from '../../src/shared/i18n/languages'
import { loadDictionary } from '../../src/shared/i18n/translate'
import { BankTransferSection } from '../../src/pages/Donate/BankTransferSection'
import { CardPaymentSection } from '../../src/pages/Donate/CardPaymentSection'
import type { BankTransfer } from '../../src/shared/schemas/content'

// The donation page's bank-transfer and card blocks (docs/behaviour.md#bank-transfer,
// docs/behaviour.md#card-payment), as the prerender writes them.

const ACCOUNT: BankTransfer = {
  accountHolder: 'Association Humanitaire du Bénin',
  bank: 'Banque Solidaire du Bénin, agence de Cotonou Haie Vive',
  iban: 'BJ78 BJ25 1010 3200 3615 8429 0748',
  bic: 'BSOLBJBJ',
  reference: 'DON AHB',
}
const CHECKOUT = 'https://pay.provider.example/ahb/don'

function html(lang: Lang, element: ReactElement): string {
  return renderToStaticMarkup(createElement(I18nProvider, { lang, children: element }))
}

/** The values of the page's copy buttons (the attribute its script reads). */
const copied = (markup: string) => Array.from(markup.matchAll(/data-copy="([^"]*)"/g), (match) => match[1])

beforeAll(async () => {
  await Promise.all(LANGS.map((lang) => loadDictionary(lang)))
})

describe.each(LANGS)('in %s', (lang) => {
  it('without a provider, card payment has no field and leads to the ways that work today', () => {
    const markup = html(lang, createElement(CardPaymentSection, { card: { provider: 'none' } }))
    expect(markup).not.toMatch(/<(?:form|input|select|textarea|button)\b/)
    expect(markup).toContain(lang === 'fr' ? 'ouvre bientôt' : 'opens soon')
    expect(Array.from(markup.matchAll(/href="([^"]*)"/g), (match) => match[1])).toEqual([
      '#mobile-money',
      '#bank-transfer',
    ])
  })

  it("with a hosted checkout, card payment is a link to the provider's page, still without a field", () => {
    const card = { provider: 'hosted-checkout', providerName: 'PayProvider', checkoutUrl: CHECKOUT } as const
    const markup = html(lang, createElement(CardPaymentSection, { card }))
    expect(markup).not.toMatch(/<(?:form|input|select|textarea|button)\b/)
    expect(Array.from(markup.matchAll(/href="([^"]*)"/g), (match) => match[1])).toEqual([CHECKOUT])
    expect(markup).toContain(
      lang === 'fr' ? 'Donner par carte avec PayProvider' : 'Give by card with PayProvider',
    )
    expect(markup).not.toContain(lang === 'fr' ? 'ouvre bientôt' : 'opens soon')
  })

  it('the bank transfer gives every detail of the settings with its copy button, the IBAN in groups', () => {
    const markup = html(
      lang,
      createElement(BankTransferSection, { account: ACCOUNT, email: 'dons@example.org' }),
    )
    expect(copied(markup)).toEqual([
      ACCOUNT.accountHolder,
      ACCOUNT.bank,
      'BJ78BJ2510103200361584290748',
      'BJ251 01032 003615842907 48',
      'BSOLBJBJ',
      'DON AHB',
    ])
    // Shown in groups that break at most once, in the middle, so no group is left alone on a line.
    expect(markup).toContain('>BJ78\u00a0BJ25\u00a01010\u00a03200 3615\u00a08429\u00a00748<')
    expect(markup).toContain('>BJ251\u00a001032 003615842907\u00a048<')
    // The names are the bank's, in French, on the English page too.
    expect(markup).toContain('<span lang="fr"')
    expect(markup).toContain('href="mailto:dons@example.org"')
    expect(markup).not.toMatch(/<(?:form|input)\b/)
  })

  it('an account outside the West African monetary union has no RIB row', () => {
    const abroad = { ...ACCOUNT, iban: 'GB82 WEST 1234 5698 7654 32', bic: 'WESTGB22' }
    const markup = html(
      lang,
      createElement(BankTransferSection, { account: abroad, email: 'dons@example.org' }),
    )
    expect(copied(markup)).toEqual([
      ACCOUNT.accountHolder,
      ACCOUNT.bank,
      'GB82WEST12345698765432',
      'WESTGB22',
      'DON AHB',
    ])
    expect(markup).not.toContain('RIB')
  })
})
