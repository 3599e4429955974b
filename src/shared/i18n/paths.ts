import { isLang, type Lang } from './languages'

/**
 * The site's rules for language prefixes, in one place: the one builder of a path with its prefix
 * (`localizePath`) and the one reader of the language a URL names (`langFromPath`), for pages, head, feeds,
 * sitemap, the service worker and the frame's scripts alike. Pure: they never touch `window`, so they work in
 * the prerenderer and the worker too.
 */

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i

function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/)
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)]
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean)
}

/** The language a URL's path names by its first segment, or null (`langOf` gives the page's language then). */
export function langFromPath(pathname: string): Lang | null {
  const first = segments(pathname)[0]
  return isLang(first) ? first : null
}

/** The path without its language prefix(es), always starting with '/'. */
export function stripLang(pathname: string): string {
  const parts = segments(pathname)
  while (isLang(parts[0])) parts.shift()
  return `/${parts.join('/')}`
}

/**
 * A site path with exactly one language prefix (`/fr`, `/en/actualite/x`): the one builder of the site's
 * URLs. A path without a prefix gets `lang`; a doubled prefix (`/fr/fr/x`, `/en/fr/x`) is collapsed to its
 * first language. External links, `mailto:` and fragments are returned unchanged. Query and fragment are kept.
 */
export function localizePath(path: string, lang: Lang): string {
  if (EXTERNAL.test(path)) return path
  const [pathname, suffix] = splitSuffix(path)
  const rest = stripLang(pathname)
  return `/${langFromPath(pathname) ?? lang}${rest === '/' ? '' : rest}${suffix}`
}

/** The same page in another language: swaps (or adds) the language segment, keeps query and fragment. */
export function switchLangPath(path: string, lang: Lang): string {
  const [pathname, suffix] = splitSuffix(path)
  return localizePath(`${stripLang(pathname)}${suffix}`, lang)
}

/** Whether `current` is inside the section `href` (for highlighting the active menu item). */
export function isActivePath(current: string, href: string): boolean {
  const a = stripLang(splitSuffix(current)[0]).replace(/\/+$/, '') || '/'
  const b = stripLang(splitSuffix(href)[0]).replace(/\/+$/, '') || '/'
  if (b === '/') return a === '/'
  return a === b || a.startsWith(`${b}/`)
}
