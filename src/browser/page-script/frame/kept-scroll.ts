/**
 * A scroll position carried across one page load, for the page the visitor goes to next (a language switch
 * lands on the twin page where the reader was, docs/behaviour.md#language-switch). One entry in
 * sessionStorage, keyed by the target.
 */
const KEY = 'frame:kept-scroll'

const pageKey = (url: URL | Location) => `${url.pathname}${url.search}`

export function keepScrollFor(target: URL): void {
  try {
    sessionStorage.setItem(KEY, `${Math.round(window.scrollY)} ${pageKey(target)}`)
  } catch {
    // Storage may be disabled: the twin page then opens at its top.
  }
}

/**
 * Puts back the position kept for this page, if any; again after the load if the page was not tall enough
 * and has not loaded yet (the frame's script may run after the load, docs/islands.md#the-page-script).
 */
export function restoreKeptScroll(): void {
  let entry: string | null = null
  try {
    entry = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
  } catch {
    return
  }
  const [y, ...rest] = entry?.split(' ') ?? []
  const top = Number(y)
  if (!rest.length || rest.join(' ') !== pageKey(window.location) || !(top > 0)) return
  const scroll = () => window.scrollTo({ top, behavior: 'instant' })
  scroll()
  if (window.scrollY < top - 1 && document.readyState !== 'complete')
    window.addEventListener('load', scroll, { once: true })
}
