import type { Localized } from '../schemas/localized'
import { fillKnownEnglish } from './known-translations'
import { englishTypographyInHtml, frenchTypographyInHtml } from './typography'

/** Whether a value of a normalised API record is one of its texts in both languages (the schemas' `pairOf`). */
function isLocalizedText(value: object): value is Localized {
  const { fr, en } = value as { fr?: unknown; en?: unknown }
  return (
    typeof fr === 'string' &&
    Object.keys(value).every((key) => key === 'fr' || key === 'en') &&
    (en === undefined || typeof en === 'string')
  )
}

function forEachLocalizedText(value: unknown, visit: (text: Localized) => void): void {
  if (value === null || typeof value !== 'object') return
  if (Array.isArray(value)) value.forEach((item) => forEachLocalizedText(item, visit))
  else if (isLocalizedText(value)) visit(value)
  else Object.values(value).forEach((item) => forEachLocalizedText(item, visit))
}

/**
 * What every text of the API's records gets before a page shows it, in place, at build time (pipeline) and
 * for what the browser fetches live: a missing English filled from the known translations
 * (docs/behaviour.md#languages), French typography on the French (plain text and sanitized HTML alike), and
 * English typography on the English (curly quotes; a number's groups, a range of times never split).
 * Returns how many English texts it filled, for the pipeline's log.
 */
export function prepareRecordTexts(records: unknown): { filledEnglish: number } {
  let filledEnglish = 0
  forEachLocalizedText(records, (text) => {
    if (fillKnownEnglish(text)) filledEnglish += 1
    text.fr = frenchTypographyInHtml(text.fr)
    if (text.en) text.en = englishTypographyInHtml(text.en)
  })
  return { filledEnglish }
}
