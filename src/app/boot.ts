/**
 * Runs before the router is created. The build takes the router's hydration data and the build hash out of
 * inline scripts (so the Content-Security-Policy needs no inline script): the hash becomes a meta element, and
 * the hydration data stays in the page's data file, which the page preloads (`<link id="route-data">`, see
 * scripts/build/html-transforms.ts). This puts them back where react-router and vite-react-ssg look for them.
 */
import { DEFAULT_LANG } from '../i18n/languages'
import { langFromPath } from '../i18n/paths'

export const ROUTE_DATA_ID = 'route-data'
/** In 404.html, which serves every URL: the URL of its route data with `{lang}` for the URL's language. */
export const ROUTE_DATA_BY_LANGUAGE_META = 'route-data-by-language'
export const BUILD_HASH_META = 'build-hash'
/** Set on <html> of 404.html: that document is served for any unknown URL, so it is rendered, not hydrated. */
export const NOT_FOUND_DOCUMENT_ATTR = 'data-not-found-document'
/**
 * Marks the site's stylesheet, which the page loads as `media="print"` so that it does not hold the first paint
 * back (the page inlines its first screen's rules, see scripts/build/critical-css.ts): switched on here.
 */
export const DEFERRED_STYLESHEET_ATTR = 'data-deferred-stylesheet'

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown
  }
}

/** A promise that never settles: the app does not start, and the prerendered page stays as it is. */
const never = () => new Promise<never>(() => undefined)

/** Session key of the one reload tried when a page's data file is gone. */
const reloadKey = (href: string) => `route-data-reload:${href}`

function reloadOnce(win: Window, href: string): boolean {
  try {
    if (win.sessionStorage.getItem(reloadKey(href))) return false
    win.sessionStorage.setItem(reloadKey(href), '1')
  } catch {
    return false
  }
  win.location.reload()
  return true
}

/**
 * The page's route data. Without it the router cannot hydrate the prerendered page (it would render it again
 * from nothing, or reload for its data), so on failure the app does not start and the page stays as
 * prerendered — complete, its links working as plain links. A missing file means the site was redeployed
 * since this page was loaded: one reload brings the new build's page.
 */
async function loadRouteData(win: Window, href: string): Promise<unknown> {
  let response: Response
  try {
    response = await win.fetch(href)
  } catch (error) {
    console.warn('The page data could not be downloaded; the page stays as it is.', error)
    return never()
  }
  if (response.status === 404 && reloadOnce(win, href)) return never()
  if (!response.ok) {
    console.warn(`The page data could not be downloaded (${response.status}); the page stays as it is.`)
    return never()
  }
  try {
    return await response.json()
  } catch (error) {
    console.warn('The page data could not be read; the page stays as it is.', error)
    return never()
  }
}

function routeDataHref(doc: Document, win: Window): string | undefined {
  const link = doc.querySelector<HTMLLinkElement>(`link#${ROUTE_DATA_ID}`)?.href
  if (link) return link
  const template = doc.querySelector<HTMLMetaElement>(`meta[name="${ROUTE_DATA_BY_LANGUAGE_META}"]`)?.content
  if (!template) return undefined
  const lang = langFromPath(win.location.pathname) ?? DEFAULT_LANG
  return new URL(template.replace('{lang}', lang), win.location.href).href
}

/**
 * The entry script is async: on a slow connection, with the scripts already cached, it runs while the page is
 * still arriving. What is read below must be parsed first, or the router starts without its data and renders
 * the page a second time beside the prerendered one, whose buttons then do nothing.
 */
function documentParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
}

/** Resolves once the hydration data is in place; the router must not be created before. */
export async function restoreBootData(doc: Document, win: Window): Promise<void> {
  await documentParsed(doc)
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTR}]`))
    link.media = 'all'

  const hash = doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_HASH_META}"]`)?.content
  if (hash) win.__VITE_REACT_SSG_HASH__ = hash

  if (doc.documentElement.hasAttribute(NOT_FOUND_DOCUMENT_ATTR)) {
    // The markup belongs to /fr/404, not to this URL: render from scratch instead of hydrating.
    doc.querySelector('[data-server-rendered]')?.removeAttribute('data-server-rendered')
  }

  const href = routeDataHref(doc, win)
  if (!href) return
  const loaderData = await loadRouteData(win, href)
  win.__staticRouterHydrationData = { loaderData, actionData: null, errors: null }
}
