import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { LOCALES, type Lang } from './languages'
import { localizePath } from './paths'
import { getLoadedDictionary, loadDictionary, translate, type Translate } from './translate'

export interface I18n {
  lang: Lang
  locale: string
  t: Translate
  /** A site path with the current language prefix (DESIGN decision 1: every internal link is prefixed). */
  to: (path: string) => string
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  // The dictionary is normally loaded before rendering (boot and route loaders); this covers the rare case
  // where it is not, by showing keys for a moment rather than failing.
  const dictionary = getLoadedDictionary(lang)
  const [, setLoadedCount] = useState(0)
  useEffect(() => {
    if (dictionary) return
    let live = true
    void loadDictionary(lang).then(() => live && setLoadedCount((count) => count + 1))
    return () => {
      live = false
    }
  }, [lang, dictionary])

  const value = useMemo<I18n>(
    () => ({
      lang,
      locale: LOCALES[lang],
      t: (key, vars) => translate(dictionary, key, vars),
      to: (path) => localizePath(path, lang),
    }),
    [lang, dictionary],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>')
  return value
}
