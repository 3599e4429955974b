// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
import { LOCALES, type Lang } from '../i18n/languages'
import { formatted } from './formatted-texts'

/** A whole number with the grouping of the language (85 000, 85,000). */
export function formatNumber(value: number, lang: Lang): string {
  return formatted(`number|${lang}|${value}`, () => numberFormat(lang).format(value))
}

/** One formatter per language: making one costs far more than formatting a number with it. */
const numberFormats = new Map<Lang, Intl.NumberFormat>()

function numberFormat(lang: Lang): Intl.NumberFormat {
  let format = numberFormats.get(lang)
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(LOCALES[lang])))
  return format
}
