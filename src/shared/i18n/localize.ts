import type { Localized } from '../schemas/localized'
import type { Lang } from './languages'

function hasContent(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

/**
 * A value as a page shows it and, when it is not in the page's language (the French an English page shows for
 * want of English), that language: it goes on the element holding the value (WCAG 3.1.2, language of parts;
 * docs/behaviour.md#languages). Plain data, so it passes through an island's props.
 */
export interface InLang<T> {
  value: T
  lang?: Lang
}

/** A record's text as a page shows it; render it with `LangText` (or `lang={part.lang}` on its element). */
export interface LangText {
  text: string
  lang?: Lang
}

/**
 * The one place where the language fallback rule lives (docs/behaviour.md#languages): English is used only
 * when the page is in English and an English value exists; otherwise French, marked as French on an English
 * page.
 */
export function localizeIn<T>(value: Localized<T> | null | undefined, lang: Lang): InLang<T | undefined> {
  if (!value) return { value: undefined }
  if (lang === 'en' && hasContent(value.en)) return { value: value.en }
  return lang === 'fr' ? { value: value.fr } : { value: value.fr, lang: 'fr' }
}

/** The value alone, for what carries no text of its own (an image, a list the caller marks itself). */
export function localize<T>(value: Localized<T> | null | undefined, lang: Lang): T | undefined {
  return localizeIn(value, lang).value
}

/** A record's text with its language, '' when it has none. */
export function localText(value: Localized | null | undefined, lang: Lang): LangText {
  const shown = localizeIn(value, lang)
  const text = shown.value ?? ''
  return shown.lang && text.trim() ? { text, lang: shown.lang } : { text }
}

/** The same text changed (an excerpt, a trimmed copy), still in its language. */
export function mapText(part: LangText, change: (text: string) => string): LangText {
  return { ...part, text: change(part.text) }
}

/** The record's text, or the interface's own text (in the page's language) when the record's is blank. */
export function textOr(part: LangText, fallback: string): LangText {
  return part.text.trim() ? part : { text: fallback }
}

/** `localize` for texts that carry no language of their own, with '' instead of undefined. */
export function text(value: Localized | null | undefined, lang: Lang): string {
  return localize(value, lang) ?? ''
}
