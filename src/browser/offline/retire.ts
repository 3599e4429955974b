import { CACHES, CACHE_PREFIX } from '../../shared/offline/rules'

/** Where Workbox's expiration keeps when each entry of the capped caches was last used. */
const EXPIRATION_DATABASE = 'workbox-expiration'

/** Deletes the site's caches but the saved articles, which a later worker serves again. */
export async function deleteSiteCaches(): Promise<void> {
  const names = await caches.keys()
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHES.saved)
      .map((name) => caches.delete(name)),
  )
}

/**
 * How a worker leaves the site, for good: the kill switch, or a worker whose deploy no longer ships it
 * (docs/offline.md#kill-switch). The site's caches go but the saved articles, and the expiration's records
 * of them (deleted once the worker holding the database open stops, hence not awaited); then the
 * registration, so the next page load is the network's alone.
 */
export async function retire(registration: { unregister(): Promise<boolean> }): Promise<void> {
  indexedDB.deleteDatabase(EXPIRATION_DATABASE)
  await deleteSiteCaches()
  await registration.unregister()
}
