import { LOCALES, type Lang } from '../i18n/languages'
import { formatted } from './formatted-texts'

/**
 * A file's size as a number and its unit's key: kilobytes below a megabyte, one decimal at most, in the
 * language's writing (1,3 Ko; 1.3 KB). Units of 1,000 bytes, as operating systems show them.
 */
export function fileSize(bytes: number, lang: Lang): { size: string; unit: 'kb' | 'mb' } {
  const mega = bytes >= 1_000_000
  const value = Math.max(mega ? bytes / 1_000_000 : bytes / 1_000, 0.1)
  const size = formatted(`size|${lang}|${value}`, () =>
    new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 }).format(value),
  )
  return { size, unit: mega ? 'mb' : 'kb' }
}
