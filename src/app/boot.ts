/**
 * Runs before the router is created. The build moves the router's hydration data and the build hash out of
 * inline scripts (so the Content-Security-Policy needs no inline script) into inert elements; this puts them
 * back where react-router and vite-react-ssg look for them.
 */
export const ROUTE_DATA_ID = 'route-data'
export const BUILD_HASH_META = 'build-hash'
/** Set on <html> of 404.html: that document is served for any unknown URL, so it is rendered, not hydrated. */
export const NOT_FOUND_DOCUMENT_ATTR = 'data-not-found-document'

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown
  }
}

export function restoreBootData(doc: Document, win: Window): void {
  const hash = doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_HASH_META}"]`)?.content
  if (hash) win.__VITE_REACT_SSG_HASH__ = hash

  const data = doc.getElementById(ROUTE_DATA_ID)?.textContent
  if (data) {
    try {
      win.__staticRouterHydrationData = JSON.parse(data)
    } catch (error) {
      console.warn('Route data could not be read; the page will load its data again.', error)
    }
  }

  if (doc.documentElement.hasAttribute(NOT_FOUND_DOCUMENT_ATTR)) {
    // The markup belongs to /fr/404, not to this URL: render from scratch instead of hydrating.
    doc.querySelector('[data-server-rendered]')?.removeAttribute('data-server-rendered')
  }
}
