import type { Lang } from '../i18n/languages'
import { LOCALES } from '../i18n/languages'

/**
 * Dates are shown in Benin's time zone whatever the reader's machine says, so the prerendered text and the
 * browser's render are identical (no hydration mismatch) and an event keeps its local time.
 */
export const SITE_TIME_ZONE = 'Africa/Porto-Novo'

export function formatDate(
  iso: string | null | undefined,
  lang: Lang,
  options: { withTime?: boolean } = {},
): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    ...(options.withTime ? { timeStyle: 'short' } : {}),
    timeZone: SITE_TIME_ZONE,
  }).format(date)
}
