// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
import type { Lang } from '../i18n/languages'
import { LOCALES } from '../i18n/languages'
import { formatted } from './formatted-texts'

/**
 * Dates are shown in Benin's time zone whatever the reader's machine says, so the prerendered text and the
 * browser's render are identical (no hydration mismatch) and an event keeps its local time.
 */
export const SITE_TIME_ZONE = 'Africa/Porto-Novo'

// Making a formatter costs far more than using one (the browser loads the locale's and time zone's data):
// a page of cards would pay it per card, while it hydrates. One per language and style, made when first used.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(lang: Lang, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withTime}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: SITE_TIME_ZONE,
    })
    formatters.set(key, made)
  }
  return made
}

export function formatDate(
  iso: string | null | undefined,
  lang: Lang,
  options: { withTime?: boolean } = {},
): string {
  if (!iso) return ''
  const withTime = options.withTime ?? false
  return formatted(`date|${lang}|${withTime ? 1 : 0}|${iso}`, () => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? '' : formatter(lang, withTime).format(date)
  })
}
