/**
 * Articles saved for offline reading ("Sauvegarder", docs/behaviour.md#article: no server call): the page and the files it
 * needs — its scripts, styles and images — in a cache of their own that no cap empties, which the service
 * worker reads when the network is gone. The entry of a page carries its title and the files it needs.
 */
import { CACHES } from '../../shared/offline/rules'
import { workerTurnedOff } from './switch'

const TITLE_HEADER = 'x-ahb-title'
const FILES_HEADER = 'x-ahb-files'

export interface SavedArticle {
  url: string
  title: string
}

/**
 * Whether pages can be kept for offline reading here: a worker to serve them (not the kill switch's build) and
 * a cache to hold them.
 */
export function canSaveOffline(): boolean {
  return (
    !workerTurnedOff &&
    typeof caches !== 'undefined' &&
    'serviceWorker' in navigator &&
    window.isSecureContext
  )
}

/**
 * Saves the page at `url` (this document's address) and its files. The files come from the browser's HTTP
 * cache where the page just put them: saving costs no new download but for images not yet shown.
 */
export async function saveArticle(url: string, title: string, files: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHES.saved)
  const page = await fetch(url, { cache: 'force-cache' })
  if (!page.ok) throw new Error(`${url}: ${page.status}`)
  const stored: string[] = []
  for (const file of files) {
    const response = await fetch(file, { cache: 'force-cache' }).catch(() => null)
    if (!response?.ok) continue
    await cache.put(file, response)
    stored.push(file)
  }
  // Only its type: the body is stored decoded, so the network's encoding and length no longer apply.
  const headers = new Headers({
    'content-type': page.headers.get('content-type') ?? 'text/html; charset=utf-8',
    [TITLE_HEADER]: encodeURIComponent(title),
    [FILES_HEADER]: stored.map(encodeURIComponent).join(' '),
  })
  await cache.put(url, new Response(await page.blob(), { status: 200, headers }))
}

function filesOf(response: Response): string[] {
  return (response.headers.get(FILES_HEADER) ?? '').split(' ').filter(Boolean).map(decodeURIComponent)
}

/** The saved pages (entries with a title) and the files they need. */
async function savedEntries(cache: Cache): Promise<{ pages: SavedArticle[]; files: Set<string> }> {
  const pages: SavedArticle[] = []
  const files = new Set<string>()
  for (const key of await cache.keys()) {
    const response = await cache.match(key)
    const title = response?.headers.get(TITLE_HEADER)
    if (!response || title == null) continue
    pages.push({ url: key.url, title: decodeURIComponent(title) })
    for (const file of filesOf(response)) files.add(file)
  }
  return { pages, files }
}

/** Removes the page at `url` and the files no other saved page needs. */
export async function removeArticle(url: string): Promise<void> {
  const cache = await caches.open(CACHES.saved)
  await cache.delete(url)
  const { pages, files } = await savedEntries(cache)
  const kept = new Set([...files, ...pages.map((page) => page.url)])
  await Promise.all((await cache.keys()).filter((key) => !kept.has(key.url)).map((key) => cache.delete(key)))
}

/** The saved articles, oldest first. */
export async function listSavedArticles(): Promise<SavedArticle[]> {
  if (!(await caches.has(CACHES.saved))) return []
  return (await savedEntries(await caches.open(CACHES.saved))).pages
}
