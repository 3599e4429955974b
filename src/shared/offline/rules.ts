/**
 * What the service worker does with each request, as pure functions (unit-tested without a browser), and the
 * names it shares with the page: cache names, caps, the offline and saved-articles pages.
 */
import { LANGS, langOf, type Lang } from '../i18n/languages'
import { langFromPath, localizePath } from '../i18n/paths'

/** The worker's own URL: served with `Cache-Control: no-cache` (_headers), at the root so it controls every page. */
export const WORKER_PATH = '/sw.js'
/** Every cache of the site starts with this, so the kill switch can remove them all and nothing else. */
export const CACHE_PREFIX = 'ahb-'
export const CACHES = {
  /** The offline pages and their files, precached when a worker installs (Workbox replaces older revisions). */
  shell: `${CACHE_PREFIX}shell`,
  /** The last pages read, network-first. */
  pages: `${CACHE_PREFIX}pages`,
  /** The site's scripts and styles. */
  assets: `${CACHE_PREFIX}assets`,
  /** Images. */
  images: `${CACHE_PREFIX}images`,
  /** Articles the reader saved, with their files: written and cleared by the page only (saved-articles.ts). */
  saved: `${CACHE_PREFIX}saved`,
} as const

/** How many entries each capped cache keeps, oldest out first. */
export const CAPS = { pages: 30, assets: 120, images: 150 } as const

/** How long a page may take before a copy read earlier is shown instead (the network answer still updates it). */
export const PAGE_TIMEOUT_MS = 4000

/** The screen segments of the two pages the worker keeps for when the network is gone. */
export const OFFLINE_SEGMENT = 'hors-ligne'
export const SAVED_SEGMENT = 'sauvegardes'

export const offlinePagePath = (lang: Lang) => localizePath(`/${OFFLINE_SEGMENT}`, lang)
export const savedPagePath = (lang: Lang) => localizePath(`/${SAVED_SEGMENT}`, lang)

/**
 * The pages a worker stores when it installs: the offline page of each language, which lists the saved articles.
 * A function, not a list built when the module loads: the page's bundle imports this module for its names only,
 * and work at its start would tie it to the path builder's (the bundler once moved the languages into a chunk of
 * their own for it, one more request on every page: tests/e2e/page-scripts.spec.ts).
 */
export const shellPages = (): string[] => LANGS.map(offlinePagePath)

/** The offline page for an address: in the language it names, else the default one (as the 404 pages do). */
export const offlinePageOf = (pathname: string): string => offlinePagePath(langOf(langFromPath(pathname)))

export type Route = 'page' | 'asset' | 'image' | 'pass'

/**
 * Files named after their content: the build's scripts and styles, the responsive variants of the images and
 * the search index's chunks. A name never comes back with other bytes, so a copy is good for ever; `_headers`
 * marks the same folders immutable. Any other file (`/images/…`, `/media/<file>`, an image an editor uploads in
 * the CMS) can be replaced under its name (docs/offline.md#the-service-worker).
 */
export const CONTENT_NAMED_FOLDERS = [
  '/assets/',
  '/media/v/',
  '/pagefind/fragment/',
  '/pagefind/index/',
  '/pagefind/filter/',
] as const

export const isContentNamed = (pathname: string): boolean =>
  CONTENT_NAMED_FOLDERS.some((folder) => pathname.startsWith(folder))

/** How a kept file is answered: a content-named one from the cache alone, any other from the cache and refreshed. */
export type FileStrategy = 'cache-first' | 'stale-while-revalidate'

export const fileStrategyOf = (url: string): FileStrategy =>
  isContentNamed(new URL(url).pathname) ? 'cache-first' : 'stale-while-revalidate'

/** How often, at most, a running worker asks whether the deploy still ships it. */
export const WORKER_CHECK_INTERVAL_MS = 3_600_000

/**
 * The host's answer to the worker's own URL says it ships no worker any more: a 404 or 410, or an HTML page
 * in its place (a host that answers unknown paths with a page). A browser keeps a worker whose script is
 * gone (its update check just fails), so the worker retires itself (docs/offline.md#a-deploy-without-the-worker).
 * A network error or a 5xx says nothing: the worker stays.
 */
export function workerScriptGone(response: {
  status: number
  headers: { get(name: string): string | null }
}) {
  if (response.status === 404 || response.status === 410) return true
  return response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html')
}

/** The parts of a request the routing reads (a Request has them all). */
export interface RequestFacts {
  method: string
  url: string
  mode: string
  destination: string
}

/**
 * `page`: network-first with a timeout, then a copy, then the offline page. `asset` and `image`: kept in their
 * cache, answered as `fileStrategyOf` says.
 * `pass`: not touched — anything but GET, other origins (the API's in production), the API and the CMS on
 * this origin, the worker itself, and everything else (feeds, the sitemap, videos with their range requests).
 */
export function routeOf(request: RequestFacts, origin: string): Route {
  if (request.method !== 'GET') return 'pass'
  const url = new URL(request.url)
  if (url.origin !== origin) return 'pass'
  const path = url.pathname
  if (path === '/api' || path.startsWith('/api/') || path === '/admin' || path.startsWith('/admin/'))
    return 'pass'
  if (path === WORKER_PATH) return 'pass'
  if (request.mode === 'navigate') return 'page'
  if (path.startsWith('/assets/')) return 'asset'
  if (request.destination === 'image') return 'image'
  return 'pass'
}

/** A page answer worth keeping as the copy of its URL: a whole, direct HTML page (never a 404 or an error). */
export function isKeepablePage(response: {
  status: number
  type: string
  redirected: boolean
  headers: { get(name: string): string | null }
}): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').includes('text/html')
  )
}

/** The smallest width the build makes of an image (scripts/pipeline/image-variants.ts), when it is wider. */
const SMALLEST_VARIANT_WIDTH = 320
const VARIANT = /^(\/media\/v\/[\w-]+)-(\d+)\.(\w+)$/

/**
 * Save-Data: the smallest variant of a responsive image (`/media/v/<name>-<width>.<ext>`) instead of the one
 * the browser picked, or null when it already is the smallest. That variant may not exist (an image
 * little wider than 320 px has only its own width): the worker then keeps the browser's pick.
 */
export function smallestVariantUrl(url: string): string | null {
  const parsed = new URL(url)
  const match = VARIANT.exec(parsed.pathname)
  if (!match || Number(match[2]) <= SMALLEST_VARIANT_WIDTH) return null
  parsed.pathname = `${match[1]}-${SMALLEST_VARIANT_WIDTH}.${match[3]}`
  return parsed.href
}

/** The site's own scripts and styles a page references (`/assets/...`), precached with it (the offline pages). */
export function assetUrlsIn(html: string, base: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"?#]+)"/g))
    found.add(new URL(match[1]!, base).href)
  return [...found]
}

/** Which capped cache keeps a file a page loaded (worker.ts `remember`): none for other origins and the API. */
export function fileKindOf(url: string, origin: string): 'assets' | 'images' | null {
  const parsed = new URL(url, origin)
  if (parsed.origin !== origin) return null
  if (parsed.pathname.startsWith('/assets/')) return 'assets'
  if (
    /^\/(media|images)\//.test(parsed.pathname) ||
    /\.(avif|webp|jpe?g|png|gif|svg)$/i.test(parsed.pathname)
  )
    return 'images'
  return null
}
