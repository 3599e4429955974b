import type { LoaderFunctionArgs } from 'react-router-dom'

/**
 * In the browser, route data comes from the JSON files the build wrote beside the pages
 * (`/static-loader-data/<path>.<build hash>.json`). We read them directly rather than through
 * vite-react-ssg's manifest, whose size grows with every article and which every first navigation would
 * download. When a file is missing — the page was not prerendered (an article newer than the build) or the
 * site was redeployed and the old build's files are gone — a full page load gives the right answer.
 */
type RouteData = Record<string, unknown>

const cache = new Map<string, Promise<RouteData | null>>()

export function routeDataUrl(pathname: string, hash: string): string {
  const clean = pathname.replace(/\/+$/, '') || '/index'
  return `/static-loader-data${clean}.${hash}.json`
}

async function fetchRouteData(pathname: string): Promise<RouteData | null> {
  const hash = window.__VITE_REACT_SSG_HASH__
  if (!hash) return null
  const response = await fetch(routeDataUrl(pathname, hash), { headers: { Accept: 'application/json' } })
  if (!response.ok) return null
  return (await response.json()) as RouteData
}

function reloadAt(url: URL): Promise<never> {
  window.location.assign(url.href)
  // The page is going away; keep the navigation pending until it does.
  return new Promise<never>(() => undefined)
}

export function staticDataLoader(routeId: string) {
  return async ({ request }: LoaderFunctionArgs): Promise<unknown> => {
    const url = new URL(request.url)
    const key = url.pathname
    if (!cache.has(key))
      cache.set(
        key,
        fetchRouteData(key).catch(() => null),
      )
    const data = await cache.get(key)
    if (!data) {
      cache.delete(key)
      return reloadAt(url)
    }
    return data[routeId] ?? null
  }
}
