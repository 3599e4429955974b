/** The site's languages; French is the default and the fallback (docs/behaviour.md#languages). */
export const LANGS = ['fr', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'fr'

/** Local-storage key under which the visitor's language choice is kept. */
export const LANG_STORAGE_KEY = 'language'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/**
 * The language of a page from its URL: the language its first segment names (a route's `params.lang`, an
 * island's `lang`), French for anything else (an unknown segment is shown as the French 404 page).
 */
export function langOf(segment: string | null | undefined): Lang {
  return isLang(segment) ? segment : DEFAULT_LANG
}

/**
 * The language `/` opens: the visitor's stored choice when it is one of `langs`, else `fallback`.
 * Self-contained (no import, no type-only syntax at run time): the root page runs this very function as its
 * script (scripts/build/root-page.ts), with LANGS and DEFAULT_LANG.
 */
export function rootLang(stored: string | null, langs: readonly string[], fallback: string): string {
  return stored !== null && langs.indexOf(stored) > -1 ? stored : fallback
}

/** BCP 47 locale used for dates and numbers. */
export const LOCALES: Record<Lang, string> = { fr: 'fr-FR', en: 'en-US' }
