import { LOCALES, type Lang } from '../i18n/languages'
import { formatted } from './formatted-texts'

/** A whole number with the grouping of the language (85 000, 85,000). */
export function formatNumber(value: number, lang: Lang): string {
  return formatted(`number|${lang}|${value}`, () => new Intl.NumberFormat(LOCALES[lang]).format(value))
}

/** The dictionary key of `base` for `count` in the language's plural rules: `base.one` or `base.other`. */
export function pluralKey<K extends string>(base: K, count: number, lang: Lang): `${K}.one` | `${K}.other` {
  const category = formatted(`plural|${lang}|${count}`, () =>
    new Intl.PluralRules(LOCALES[lang]).select(count),
  )
  return category === 'one' ? `${base}.one` : `${base}.other`
}
