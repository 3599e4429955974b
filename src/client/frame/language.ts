import { LANG_STORAGE_KEY, isLang, type Lang } from '../../i18n/languages'
import { langFromPath } from '../../i18n/paths'
import { readStoredLang, storeLang } from '../../i18n/storage'
import { CLICK_FIRST } from './click-first'
import { keepScrollFor, restoreKeptScroll } from './kept-scroll'

/** The language switch links (src/layout/LanguageSwitcher.tsx): their href is the page's twin. */
const SWITCH = 'a[data-lang-switch]'

function switchLink(lang: Lang): HTMLAnchorElement | null {
  return document.querySelector<HTMLAnchorElement>(`${SWITCH}[hreflang="${lang}"]`)
}

/**
 * Where a switch link leads, with this page's query and fragment (a news search, a section): the prerendered
 * link knows only the path.
 */
function twinOf(link: HTMLAnchorElement): URL {
  const twin = new URL(link.href)
  twin.search ||= window.location.search
  twin.hash ||= window.location.hash
  return twin
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
      if (isLang(link.hreflang)) storeLang(link.hreflang)
      const twin = twinOf(link)
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
    const twin = twinOf(link)
    keepScrollFor(twin)
    window.location.assign(twin.href)
  })
}
