import { formatNumber } from '../../lib/numbers'
import type { Lang } from '../../i18n/languages'
import type { Settings } from '../../schemas/content'

/** A whole number with the grouping of the language (85 000, 85,000); a text figure as written. */
export function formatFigure(value: number | string, lang: Lang): string {
  return typeof value === 'number' ? formatNumber(value, lang) : value
}

/** What the donation page shows of the settings, in the page's language (its route data holds no other). */
export function toDonateData(
  {
    mobileMoney,
    donationAmounts,
    bankTransfer,
    cardPayment,
    keyFigures,
    contact,
  }: Pick<
    Settings,
    'mobileMoney' | 'donationAmounts' | 'bankTransfer' | 'cardPayment' | 'keyFigures' | 'contact'
  >,
  lang: Lang,
) {
  return {
    mobileMoney: mobileMoney.map(({ steps, ...operator }) => ({ ...operator, steps: steps[lang] })),
    amounts: donationAmounts.map(({ amount, impact }) => ({
      amount: formatNumber(amount, lang),
      impact: impact[lang],
    })),
    bankTransfer,
    cardPayment,
    /** Where a donor by transfer asks for a receipt. */
    email: contact.email,
    fundedProjects: formatFigure(keyFigures.fundedProjects, lang),
    figures: keyFigures.tiles.map(({ label, value, icon }) => ({
      icon,
      value: formatFigure(value, lang),
      label: label[lang],
    })),
  }
}

export type DonateData = ReturnType<typeof toDonateData>
export type MobileMoneyView = DonateData['mobileMoney'][number]
export type DonationAmountView = DonateData['amounts'][number]
