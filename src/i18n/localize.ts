import type { Localized } from '../schemas/localized'
import type { Lang } from './languages'

function hasContent(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

/**
 * The one place where the language fallback rule lives (docs/behaviour.md#languages): English is used only
 * when the page is in English and an English value exists; otherwise French.
 */
export function localize<T>(value: Localized<T> | null | undefined, lang: Lang): T | undefined {
  if (!value) return undefined
  if (lang === 'en' && hasContent(value.en)) return value.en
  return value.fr
}

/** `localize` for texts, with '' instead of undefined. */
export function text(value: Localized | null | undefined, lang: Lang): string {
  return localize(value, lang) ?? ''
}
