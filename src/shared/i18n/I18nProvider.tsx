import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { DICTIONARY_AREAS, type DictionaryArea } from './areas'
import { LOCALES, type Lang } from './languages'
import { localizePath } from './paths'
import {
  dictionaryOf,
  hasAreas,
  loadDictionary,
  subscribeToDictionaries,
  translate,
  type Translate,
} from './translate'

export interface I18n {
  lang: Lang
  /** The dictionary areas this part of the page reads (an island loads them before it hydrates). */
  areas: readonly DictionaryArea[]
  locale: string
  t: Translate
  /**
   * A site path with the current language prefix (docs/behaviour.md#links-to-existing-routes: every internal
   * link is prefixed).
   */
  to: (path: string) => string
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({
  lang,
  areas = DICTIONARY_AREAS,
  children,
}: {
  lang: Lang
  /** The dictionary areas the page shows (see areas.ts); by default all (tests, tools). */
  areas?: readonly DictionaryArea[]
  children: ReactNode
}) {
  // The areas are normally loaded before rendering (all of them at prerender; an island's before it hydrates, src/browser/islands/hydrate.tsx); this covers the rare case where
  // they are not, by showing keys for a moment rather than failing. Only one of these areas arriving renders
  // again: nothing else changes the texts a page was hydrated with (see deferred blocks in pages/Home).
  const readDictionary = () => dictionaryOf(lang, areas)
  const dictionary = useSyncExternalStore(subscribeToDictionaries, readDictionary, readDictionary)
  const missing = !hasAreas(lang, areas)
  useEffect(() => {
    if (missing) void loadDictionary(lang, areas).catch(() => undefined)
  }, [lang, areas, missing])

  const value = useMemo<I18n>(
    () => ({
      lang,
      areas,
      locale: LOCALES[lang],
      t: (key, vars) => translate(dictionary, key, vars),
      to: (path) => localizePath(path, lang),
    }),
    [lang, areas, dictionary],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>')
  return value
}
