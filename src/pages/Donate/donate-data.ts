import { formatFigure } from '../../shared/lib/facts'
import { formatNumber } from '../../shared/lib/numbers'
import type { Lang } from '../../shared/i18n/languages'
import type { Counts, Settings } from '../../shared/schemas/content'

/**
 * What the donation page shows of the settings, in the page's language (its route data holds no other), with
 * the figures the build counted (`counts`); a figure whose count is unknown is left out.
 */
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
  counts: Counts = {},
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
    fundedProjects: formatFigure(keyFigures.fundedProjects, facts, lang, counts),
    figures: keyFigures.tiles.flatMap(({ label, value, icon }) => {
      const shown = formatFigure(value, facts, lang, counts)
      return shown === null ? [] : [{ icon, value: shown, label: label[lang] }]
    }),
  }
}

export type DonateData = ReturnType<typeof toDonateData>
export type MobileMoneyView = DonateData['mobileMoney'][number]
export type DonationAmountView = DonateData['amounts'][number]
