import type { Lang } from '../../i18n/languages'
import type { Settings } from '../../schemas/content'

/** What the donation page shows of the settings, in the page's language (its route data holds no other). */
export function toDonateData(
  { mobileMoney, donationStats }: Pick<Settings, 'mobileMoney' | 'donationStats'>,
  lang: Lang,
) {
  return {
    mobileMoney: mobileMoney.map(({ steps, ...operator }) => ({ ...operator, steps: steps[lang] })),
    donationStats: donationStats.map(({ label, ...stat }) => ({ ...stat, label: label[lang] })),
  }
}

export type DonateData = ReturnType<typeof toDonateData>
export type MobileMoneyView = DonateData['mobileMoney'][number]
