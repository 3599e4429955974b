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
 * Bundles the worker (or the kill switch) and writes it to `outDir`; returns its file, or null for a partial
 * build (PRERENDER_ONLY) without the offline pages, which ships no worker.
 */
export async function writeServiceWorker(
  outDir: string,
  { off = serviceWorkerTurnedOff() } = {},
): Promise<string | null> {
  if (!off && !shellPages().every((page) => existsSync(path.join(outDir, `${page.slice(1)}.html`))))
    return null
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
      OFFLINE_SHELL: JSON.stringify(off ? [] : await offlineShell(outDir)),
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
  const file = path.join(outDir, WORKER_PATH.slice(1))
  await writeFile(file, chunk.code)
  return file
}
