import { LANG_STORAGE_KEY, isLang, type Lang } from './languages'

/** Browser-only helpers around the stored language choice; every access is guarded (private mode, SSR). */

export function readStoredLang(): Lang | null {
  try {
    const value = window.localStorage.getItem(LANG_STORAGE_KEY)
    return isLang(value) ? value : null
  } catch {
    return null
  }
}

export function storeLang(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    // Storage may be disabled; the URL still carries the language.
  }
}
