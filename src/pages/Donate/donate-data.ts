import { formatNumber } from '../../lib/numbers'
import type { Lang } from '../../i18n/languages'
import type { Settings } from '../../schemas/content'

/** A whole number with the grouping of the language (85 000, 85,000); a text figure as written. */
export function formatFigure(value: number | string, lang: Lang): string {
  return typeof value === 'number' ? formatNumber(value, lang) : value
}

/** What the donation page shows of the settings, in the page's language (its route data holds no other). */
export function toDonateData(
  { mobileMoney, keyFigures }: Pick<Settings, 'mobileMoney' | 'keyFigures'>,
  lang: Lang,
) {
  return {
    mobileMoney: mobileMoney.map(({ steps, ...operator }) => ({ ...operator, steps: steps[lang] })),
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
