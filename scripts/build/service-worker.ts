/**
 * dist/sw.js, written after the prerender (docs/offline.md): src/browser/offline/worker.ts and the Workbox modules it
 * imports bundled into one classic script, or with `SERVICE_WORKER=off` the kill switch
 * (src/browser/offline/kill-worker.ts) that unregisters itself. The worker carries its precache list: the offline
 * pages with a hash of each, and the content-named files they name. A build that leaves them as they were
 * ships the same bytes, and the browser installs nothing new (no download for the visitor).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { PrecacheEntry } from 'workbox-precaching'
import { WORKER_PATH, assetUrlsIn, shellPages } from '../../src/shared/offline/rules'
import { BUNDLES_KEY, SERVICE_WORKER_CACHE } from './bundle-cache'

export function serviceWorkerTurnedOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SERVICE_WORKER === 'off'
}

/**
 * The worker's precache list: each offline page with a hash of its bytes (its address says nothing of them),
 * and the files it names, whose names change with their bytes (no revision needed).
 */
export async function offlineShell(outDir: string): Promise<PrecacheEntry[]> {
  const entries = new Map<string, PrecacheEntry>()
  for (const page of shellPages()) {
    const html = await readFile(path.join(outDir, `${page.slice(1)}.html`))
    entries.set(page, { url: page, revision: createHash('sha256').update(html).digest('hex').slice(0, 12) })
    for (const file of assetUrlsIn(html.toString('utf8'), 'http://site.invalid'))
      entries.set(new URL(file).pathname, { url: new URL(file).pathname, revision: null })
  }
  return [...entries.values()]
}

/**
 * The worker is the same for the same code and precache list: the bundles' key (scripts/build/prerender/,
 * which covers src/, scripts/build/ and the lock file) and the list itself. Null when the cache has no key.
 */
async function workerKey(cacheDir: string, off: boolean, shell: PrecacheEntry[]): Promise<string | null> {
  const bundles = await readFile(path.join(cacheDir, BUNDLES_KEY), 'utf8').catch(() => null)
  if (bundles === null) return null
  return createHash('sha256')
    .update(JSON.stringify([bundles, off, shell]))
    .digest('base64url')
}

/**
 * Bundles the worker (or the kill switch) and writes it to `outDir`; returns its file, or null for a partial
 * build (PRERENDER_ONLY) without the offline pages, which ships no worker. With `cacheDir` (the build
 * cache), a worker bundled there from the same code and precache list is written again without Vite
 * (docs/architecture.md#the-build): the end-to-end run's small builds and a nightly build of the same code.
 */
export async function writeServiceWorker(
  outDir: string,
  { off = serviceWorkerTurnedOff(), cacheDir }: { off?: boolean; cacheDir?: string } = {},
): Promise<string | null> {
  if (!off && !shellPages().every((page) => existsSync(path.join(outDir, `${page.slice(1)}.html`))))
    return null
  const file = path.join(outDir, WORKER_PATH.slice(1))
  const shell = off ? [] : await offlineShell(outDir)
  const key = cacheDir ? await workerKey(cacheDir, off, shell) : null
  const cacheFile = cacheDir && path.join(cacheDir, SERVICE_WORKER_CACHE)
  const cached = key
    ? await readFile(cacheFile!, 'utf8')
        .then((text) => JSON.parse(text) as { key: string; code: string })
        .catch(() => null)
    : null
  const code = cached && cached.key === key ? cached.code : await bundleWorker(off, shell)
  await writeFile(file, code)
  if (key && code !== cached?.code) await writeFile(cacheFile!, JSON.stringify({ key, code }))
  return file
}

async function bundleWorker(off: boolean, shell: PrecacheEntry[]): Promise<string> {
  const root = path.resolve(import.meta.dirname, '../..')
  const entry = path.join(root, 'src/browser/offline', off ? 'kill-worker.ts' : 'worker.ts')
  // Loaded here, at the build's end: imported with the build's modules, Vite (160 MB) sat beside the bundles'
  // and the pages' processes all through them (docs/architecture.md#memory).
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    define: {
      OFFLINE_SHELL: JSON.stringify(shell),
      // Workbox's modules leave their development checks and logs out on this (a library build keeps it).
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: 'ahbServiceWorker', fileName: () => 'sw.js' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) =>
    'output' in item ? item.output : [],
  )
  const chunk = outputs.find((item) => item.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker was not bundled.')
  return chunk.code
}
