import { DICTIONARY_AREAS, type DictionaryArea } from './areas'
import type { Lang } from './languages'
import type { TextKey } from './text-keys'
import { elideBefore } from './elision'
import { frenchTypography } from './typography'

export type Dictionary = Readonly<Record<string, string>>
export type TranslateVars = Readonly<Record<string, string | number>>
/** Texts as components ask for them: by a key of the French dictionary, checked by the type checker. */
export type Translate = (key: TextKey, vars?: TranslateVars) => string

/**
 * Looks a key up and fills `{name}` placeholders, eliding a French word before a value that begins with a
 * vowel (src/shared/i18n/elision.ts). A missing key shows the key itself (docs/behaviour.md#languages), so a gap is
 * visible instead of an empty space.
 */
export function translate(dictionary: Dictionary | undefined, key: string, vars?: TranslateVars): string {
  const template = dictionary?.[key]
  if (template === undefined) return key
  if (!vars) return template
  let result = ''
  let from = 0
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!
    result += template.slice(from, match.index)
    from = match.index + match[0].length
    if (!Object.hasOwn(vars, name)) {
      result += match[0]
      continue
    }
    const value = String(vars[name])
    result = elideBefore(result, value) + value
  }
  return result + template.slice(from)
}

// One chunk per area and language (dictionaries/<lang>/<area>.ts); index.ts merges them for tests and scripts.
const AREA_MODULES = import.meta.glob<{ default: Dictionary }>([
  './dictionaries/*/*.ts',
  '!./dictionaries/*/index.ts',
])

/** The texts of each area that has arrived, by `<lang>/<area>`. */
const texts = new Map<string, Dictionary>()
const pending = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()

function loadArea(lang: Lang, area: DictionaryArea): Promise<void> {
  const id = `${lang}/${area}`
  let load = pending.get(id)
  if (!load) {
    const importArea = AREA_MODULES[`./dictionaries/${id}.ts`]
    if (!importArea) throw new Error(`No dictionary area ${id}`)
    load = importArea().then(
      (module) => {
        texts.set(id, lang === 'fr' ? typeset(module.default) : module.default)
        listeners.forEach((listener) => listener())
      },
      (error: unknown) => {
        // A failed download (connection lost) may be tried again by the next navigation.
        pending.delete(id)
        throw error
      },
    )
    pending.set(id, load)
  }
  return load
}

/** French texts as French typography asks (non-breaking spaces, apostrophes): writers type plain spaces. */
function typeset(dictionary: Dictionary): Dictionary {
  return Object.fromEntries(Object.entries(dictionary).map(([key, text]) => [key, frenchTypography(text)]))
}

const views = new Map<string, { present: number; dictionary: Dictionary }>()

/**
 * The texts of these areas of a language, as far as they have arrived (a missing key shows as the key). The
 * same object until one more of them arrives: a page does not render again when another page's area comes.
 */
export function dictionaryOf(lang: Lang, areas: readonly DictionaryArea[] = DICTIONARY_AREAS): Dictionary {
  const present = areas
    .map((area) => texts.get(`${lang}/${area}`))
    .filter((area): area is Dictionary => area !== undefined)
  const key = `${lang}:${areas.join()}`
  const view = views.get(key)
  if (view?.present === present.length) return view.dictionary
  const dictionary: Dictionary = Object.assign({}, ...present)
  views.set(key, { present: present.length, dictionary })
  return dictionary
}

/** Loads the given areas of a language (by default all of them: the prerenderer and tests). */
export async function loadDictionary(
  lang: Lang,
  areas: readonly DictionaryArea[] = DICTIONARY_AREAS,
): Promise<Dictionary> {
  await Promise.all(areas.map((area) => loadArea(lang, area)))
  return dictionaryOf(lang, areas)
}

/** Every text of a language loaded so far. */
export function getLoadedDictionary(lang: Lang): Dictionary {
  return dictionaryOf(lang)
}

export function hasAreas(lang: Lang, areas: readonly DictionaryArea[]): boolean {
  return areas.every((area) => texts.has(`${lang}/${area}`))
}

/** Calls `listener` whenever an area arrives (for useSyncExternalStore). */
export function subscribeToDictionaries(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
