import { createHash } from 'node:crypto'
import { cp, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where a build cache keeps its bundles (scripts/build/prerender/index.ts builds them): the browser's in
 * `client/`, the server's in a folder of the project named for the cache, and the key of their inputs.
 */

/** The file, in a build cache, of the key of the bundles it holds. */
export const BUNDLES_KEY = 'bundles.key'

/** The file, in a build cache, of the last service worker bundled there with its key (scripts/build/service-worker.ts). */
export const SERVICE_WORKER_CACHE = 'service-worker.json'

/**
 * Where the server bundle of the build cache `cacheDir` is built: inside the project, whatever the cache's
 * place, so that the bundle's imports find node_modules/; one folder per cache.
 */
export function serverBundleDir(cacheDir: string): string {
  return path.resolve(
    '.cache/server-bundles',
    createHash('sha256').update(path.resolve(cacheDir)).digest('hex').slice(0, 12),
  )
}

/**
 * Gives the build cache `toCache` the bundles of `fromCache`, for a build of the same code from other data (the
 * end-to-end run's small builds): the prerender still uses them only if their key is that of its own inputs.
 * The key is copied last, so that bundles copied in part are never taken for whole.
 */
export async function seedBundles(fromCache: string, toCache: string): Promise<void> {
  await rm(path.join(toCache, BUNDLES_KEY), { force: true })
  for (const [from, to] of [
    [path.join(fromCache, 'client'), path.join(toCache, 'client')],
    [serverBundleDir(fromCache), serverBundleDir(toCache)],
  ] as const) {
    await rm(to, { recursive: true, force: true })
    await cp(from, to, { recursive: true })
  }
  // The service worker bundled from the same code, when there is one.
  await cp(path.join(fromCache, SERVICE_WORKER_CACHE), path.join(toCache, SERVICE_WORKER_CACHE)).catch(
    () => undefined,
  )
  await cp(path.join(fromCache, BUNDLES_KEY), path.join(toCache, BUNDLES_KEY))
}
