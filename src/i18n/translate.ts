import type { Lang } from './languages'

export type Dictionary = Readonly<Record<string, string>>
export type TranslateVars = Readonly<Record<string, string | number>>
export type Translate = (key: string, vars?: TranslateVars) => string

/**
 * Looks a key up and fills `{name}` placeholders. A missing key shows the key itself (SPEC §8 "Translation
 * failure"), so a gap is visible instead of an empty space.
 */
export function translate(dictionary: Dictionary | undefined, key: string, vars?: TranslateVars): string {
  const template = dictionary?.[key]
  if (template === undefined) return key
  if (!vars) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  )
}

const loaders: Record<Lang, () => Promise<{ default: Dictionary }>> = {
  fr: () => import('./dictionaries/fr/index'),
  en: () => import('./dictionaries/en/index'),
}

const loaded: Partial<Record<Lang, Dictionary>> = {}
const pending: Partial<Record<Lang, Promise<Dictionary>>> = {}

/** Each language is its own chunk: a page downloads only the dictionary of its language. */
export function loadDictionary(lang: Lang): Promise<Dictionary> {
  const cached = loaded[lang]
  if (cached) return Promise.resolve(cached)
  pending[lang] ??= loaders[lang]().then((module) => (loaded[lang] = module.default))
  return pending[lang]
}

export function getLoadedDictionary(lang: Lang): Dictionary | undefined {
  return loaded[lang]
}
