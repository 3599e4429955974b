import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'
import { LANG_CHANGED_EVENT, LANG_STORAGE_KEY, isLang, type Lang } from '../i18n/languages'
import { langFromPath, switchLangPath } from '../i18n/paths'
import { announceLangChange, readStoredLang, storeLang } from '../i18n/storage'

/**
 * Keeps the stored language, the URL and the other tabs in step (SPEC §2 "Language sync"): a page whose
 * prefix differs from the stored choice stores it and announces it; a change announced by the language
 * event or made in another tab (storage event) moves this page to its twin in that language.
 */
export function useLanguageSync(): void {
  const { lang } = useI18n()
  const location = useLocation()
  const navigate = useNavigate()

  useEffect(() => {
    if (!langFromPath(location.pathname)) return
    if (readStoredLang() !== lang) {
      storeLang(lang)
      announceLangChange(lang)
    }
  }, [lang, location.pathname])

  useEffect(() => {
    const follow = (next: Lang | null) => {
      if (!next || next === lang) return
      const here = `${location.pathname}${location.search}${location.hash}`
      navigate(switchLangPath(here, next), { state: { keepScroll: true }, preventScrollReset: true })
    }
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail
      follow(isLang(detail) ? detail : null)
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === LANG_STORAGE_KEY) follow(isLang(event.newValue) ? event.newValue : null)
    }
    window.addEventListener(LANG_CHANGED_EVENT, onEvent)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener(LANG_CHANGED_EVENT, onEvent)
      window.removeEventListener('storage', onStorage)
    }
  }, [lang, location.pathname, location.search, location.hash, navigate])
}
