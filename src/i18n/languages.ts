/** The site's languages; French is the default and the fallback (docs/behaviour.md#languages). */
export const LANGS = ['fr', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'fr'

/** Local-storage key under which the visitor's language choice is kept. */
export const LANG_STORAGE_KEY = 'language'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

export function otherLang(lang: Lang): Lang {
  return lang === 'fr' ? 'en' : 'fr'
}

/** BCP 47 locale used for dates and numbers. */
export const LOCALES: Record<Lang, string> = { fr: 'fr-FR', en: 'en-US' }
