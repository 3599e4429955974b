/**
 * The service worker (built into dist/sw.js by scripts/build/service-worker.ts; docs/offline.md): Workbox's
 * routing, strategies, precaching and expiration, told by the pure rules of rules.ts which request goes where.
 *
 * Pages: network first; after PAGE_TIMEOUT_MS (or with no network) the copy read earlier or saved, else the
 * offline page of the path's language. A page the network answers is always the network's.
 * Scripts, styles and images: a file named after its content from the caches first; any other (an image an
 * editor may replace under its name) from the caches too, but fetched again behind it so the next view is the
 * new one. A deploy that ships no worker any more retires this one (retire.ts).
 */
import type { WorkboxPlugin } from 'workbox-core/types'
import { ExpirationPlugin } from 'workbox-expiration'
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies'
import type { RememberMessage } from './messages'
import { retire } from './retire'
import {
  CACHES,
  CACHE_PREFIX,
  CAPS,
  PAGE_TIMEOUT_MS,
  WORKER_CHECK_INTERVAL_MS,
  WORKER_PATH,
  fileKindOf,
  fileStrategyOf,
  isKeepablePage,
  offlinePageOf,
  routeOf,
  smallestVariantUrl,
  workerScriptGone,
} from '../../shared/offline/rules'

/** The offline pages and the files they name, with their revisions (written by the build). */
declare const OFFLINE_SHELL: PrecacheEntry[]

// The service worker's own types are not in the DOM library the project compiles with.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
}
interface WorkerScope {
  readonly location: Location
  readonly registration: { unregister(): Promise<boolean> }
  readonly navigator: Navigator & { connection?: { saveData?: boolean } }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}
const worker = self as unknown as WorkerScope
const origin = worker.location.origin

/** Set once the worker retires: what it still answers for the pages open then is no longer kept. */
let retired = false

const isKeepableFile = (response: Response) =>
  response.type === 'basic' && !response.redirected && response.status === 200

/**
 * What every strategy adds to Workbox's: only whole answers are kept (a page: HTML, 200, not redirected), and
 * none once retired; a cache opened at that moment goes again; a copy is looked for in every cache of the site
 * when the strategy's own has none (the saved articles, the offline pages' files).
 */
function ours(keepable: (response: Response) => boolean): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => (!retired && keepable(response) ? response : null),
    cacheDidUpdate: async ({ cacheName }) => {
      if (retired) await caches.delete(cacheName)
    },
    cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
      cachedResponse ?? (await caches.match(request.url, { ignoreVary: true })) ?? null,
  }
}

/** A capped cache: its oldest entries (least recently used) go beyond `maxEntries`. */
const capped = (maxEntries: number) => new ExpirationPlugin({ maxEntries })

// Stored at install; its out-of-date entries go at activation (below). Never opened otherwise: opening a cache
// makes it again, and a retired worker's must stay gone.
const shell = new PrecacheController({ cacheName: CACHES.shell })
shell.addToCacheList(OFFLINE_SHELL)

/** A page or file of the offline pages, from the precache, without making the cache again if it is gone. */
async function fromShell(url: string): Promise<Response | undefined> {
  const key = shell.getCacheKeyForURL(url)
  return key ? caches.match(key, { cacheName: CACHES.shell }) : undefined
}

let lastScriptCheck = -Infinity

/**
 * Asks the host, at most once an hour and only while it answers pages, whether it still ships this worker;
 * when it does not, the worker retires (a browser would keep it for good: docs/offline.md#kill-switch).
 */
async function retireIfNotShipped(): Promise<void> {
  const now = Date.now()
  if (now - lastScriptCheck < WORKER_CHECK_INTERVAL_MS) return
  lastScriptCheck = now
  const response = await fetch(WORKER_PATH, { method: 'HEAD', cache: 'no-store' }).catch(() => null)
  if (!response || !workerScriptGone(response)) return
  retired = true
  await retire(worker.registration)
}

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: PAGE_TIMEOUT_MS / 1000,
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      // Only a page the visitor opens asks (not one the page sends: remember), so the hour counts from one.
      fetchDidSucceed: async ({ event, request, response }) => {
        if (request.mode === 'navigate' && isKeepablePage(response))
          event.waitUntil(retireIfNotShipped().catch(() => {}))
        return response
      },
      // No network and no copy: the offline page of the address's language.
      handlerDidError: async ({ request }) => fromShell(offlinePageOf(new URL(request.url).pathname)),
    },
    capped(CAPS.pages),
    ours(isKeepablePage),
  ],
})

/** The two capped caches of files, each with its strategies (expiration shared by both). */
function fileCache(cacheName: string, cap: number) {
  const plugins = [capped(cap), ours(isKeepableFile)]
  const options = { cacheName, matchOptions: { ignoreVary: true }, plugins }
  return { first: new CacheFirst(options), refreshed: new StaleWhileRevalidate(options) }
}
const files = { assets: fileCache(CACHES.assets, CAPS.assets), images: fileCache(CACHES.images, CAPS.images) }

const savesData = (request: Request) =>
  worker.navigator.connection?.saveData === true || request.headers.get('save-data') === 'on'

registerRoute(({ request }) => routeOf(request, origin) === 'page', pages)
registerRoute(({ request }) => routeOf(request, origin) === 'asset', files.assets.first)
registerRoute(
  ({ request }) => routeOf(request, origin) === 'image',
  async ({ request, event }) => {
    const strategy: Strategy =
      fileStrategyOf(request.url) === 'cache-first' ? files.images.first : files.images.refreshed
    // Save-Data: the smallest variant, kept or fetched, when there is one; else the browser's pick.
    const smaller = savesData(request) ? smallestVariantUrl(request.url) : null
    if (smaller) {
      const response = await strategy.handle({ event, request: smaller }).catch(() => null)
      if (response?.ok) return response
    }
    return strategy.handle({ event, request })
  },
)

/**
 * The first page a visitor opens is not the worker's (it was not running yet): the page sends its address
 * and files once the worker is there, and they are kept like those of any page read later. They come from
 * the browser's HTTP cache (force-cache), where the page just put them: no second download.
 */
async function remember({ page, files: loaded }: RememberMessage, event: ExtendableEvent): Promise<void> {
  const pageUrl = new URL(page, origin)
  if (pageUrl.origin !== origin) return
  await pages
    .handle({ event, request: new Request(pageUrl.href, { cache: 'force-cache' }) })
    .catch(() => null)
  for (const file of loaded) {
    const kind = fileKindOf(file, origin)
    if (!kind) continue
    await files[kind].first
      .handle({ event, request: new Request(file, { cache: 'force-cache' }) })
      .catch(() => null)
  }
}

worker.addEventListener('install', (event) => {
  void shell.install(event)
  void worker.skipWaiting()
})

/** The precache's entries this version does not list (older offline pages), and the caches of workers before it. */
async function dropOutdated(): Promise<void> {
  const names = await caches.keys()
  // The offline pages of workers from before Workbox, one cache per version.
  await Promise.all(
    names.filter((name) => name.startsWith(`${CACHE_PREFIX}shell-`)).map((name) => caches.delete(name)),
  )
  if (retired || !names.includes(CACHES.shell)) return
  const cache = await caches.open(CACHES.shell)
  const current = new Set(shell.getURLsToCacheKeys().values())
  await Promise.all(
    (await cache.keys()).filter((key) => !current.has(key.url)).map((key) => cache.delete(key)),
  )
}

// The pages read and the articles saved stay across versions.
worker.addEventListener('activate', (event) => event.waitUntil(dropOutdated()))

worker.addEventListener('message', (event) => {
  const data = event.data as Partial<RememberMessage> | null
  if (data?.type === 'remember' && typeof data.page === 'string' && Array.isArray(data.files))
    event.waitUntil(
      remember(
        { type: 'remember', page: data.page, files: data.files.filter((file) => typeof file === 'string') },
        event,
      ).catch(() => {}),
    )
})
