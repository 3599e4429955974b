import { LANG_STORAGE_KEY, isLang, type Lang } from '../../../shared/i18n/languages'
import { langFromPath, switchLangPath } from '../../../shared/i18n/paths'
import { readStoredLang, storeLang } from '../../../shared/i18n/storage'
import { CLICK_FIRST } from './click-first'
import { keepScrollFor, restoreKeptScroll } from './kept-scroll'
import { BEFORE_LANGUAGE_SWITCH } from './language-events'

/** The language switch links (src/shared/layout/LanguageSwitcher.tsx): their href is the page's twin. */
const SWITCH = 'a[data-lang-switch]'

function switchLink(lang: Lang): HTMLAnchorElement | null {
  return document.querySelector<HTMLAnchorElement>(`${SWITCH}[hreflang="${lang}"]`)
}

/**
 * Where a switch to `lang` leads: this very address with its language segment swapped, query and fragment
 * kept (a news search, a section). The prerendered link cannot know it on a page the host served from the 404
 * file (an article newer than the build, an unknown slug), whose links lead to each home page. A page first
 * writes what it still holds (the news search waiting for a pause in typing), so the address carries it.
 * Without a language segment (an unknown first segment) the link's own target, the home page, stays.
 */
function twinOf(link: HTMLAnchorElement, lang: Lang): URL {
  window.dispatchEvent(new Event(BEFORE_LANGUAGE_SWITCH))
  const { pathname, search, hash } = window.location
  if (!langFromPath(pathname)) return new URL(link.href)
  return new URL(switchLangPath(`${pathname}${search}${hash}`, lang), window.location.href)
}

/**
 * The language choice (docs/behaviour.md#language-switch) on plain page loads: a switch stores the choice and
 * keeps the scroll position on the twin page; a page whose prefix differs from the stored choice stores its
 * own; another tab's change takes this one to its twin, keeping its scroll position too.
 */
export function syncLanguage(): void {
  restoreKeptScroll()
  const pageLang = langFromPath(window.location.pathname)
  if (pageLang && readStoredLang() !== pageLang) storeLang(pageLang)

  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SWITCH) : null
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return
      if (!isLang(link.hreflang)) return
      storeLang(link.hreflang)
      const twin = twinOf(link, link.hreflang)
      // Changed before the browser follows the link, which it does after this listener.
      link.href = twin.href
      keepScrollFor(twin)
    },
    CLICK_FIRST,
  )
  window.addEventListener('storage', (event) => {
    const next = event.newValue
    const current = pageLang ?? document.documentElement.lang
    if (event.key !== LANG_STORAGE_KEY || !isLang(next) || next === current) return
    const link = switchLink(next)
    if (!link) return
    const twin = twinOf(link, next)
    keepScrollFor(twin)
    window.location.assign(twin.href)
  })
}
