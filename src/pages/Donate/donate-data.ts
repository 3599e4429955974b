import { formatFigure } from '../../lib/facts'
import { formatNumber } from '../../lib/numbers'
import type { Lang } from '../../i18n/languages'
import type { Settings } from '../../schemas/content'

/** What the donation page shows of the settings, in the page's language (its route data holds no other). */
export function toDonateData(
  {
    mobileMoney,
    donationAmounts,
    bankTransfer,
    cardPayment,
    keyFigures,
    facts,
    contact,
  }: Pick<
    Settings,
    'mobileMoney' | 'donationAmounts' | 'bankTransfer' | 'cardPayment' | 'keyFigures' | 'facts' | 'contact'
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
    fundedProjects: formatFigure(keyFigures.fundedProjects, facts, lang),
    figures: keyFigures.tiles.map(({ label, value, icon }) => ({
      icon,
      value: formatFigure(value, facts, lang),
      label: label[lang],
    })),
  }
}

export type DonateData = ReturnType<typeof toDonateData>
export type MobileMoneyView = DonateData['mobileMoney'][number]
export type DonationAmountView = DonateData['amounts'][number]
