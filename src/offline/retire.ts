import { CACHES, CACHE_PREFIX } from './rules'

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
 * (docs/offline.md#kill-switch). The site's caches go but the saved articles; then the registration, so the
 * next page load is the network's alone.
 */
export async function retire(registration: { unregister(): Promise<boolean> }): Promise<void> {
  await deleteSiteCaches()
  await registration.unregister()
}
