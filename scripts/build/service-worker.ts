/**
 * dist/sw.js, written after the prerender (docs/offline.md): src/offline/worker.ts bundled into one classic
 * script, or with `SERVICE_WORKER=off` the kill switch (src/offline/kill-worker.ts) that unregisters itself.
 * The worker's version is a hash of the pages it stores when it installs: a build that leaves them as they
 * were ships the same bytes, and the browser installs nothing new (no download for the visitor).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { WORKER_PATH, shellPages } from '../../src/offline/rules'

export function serviceWorkerTurnedOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SERVICE_WORKER === 'off'
}

async function shellVersion(outDir: string): Promise<string> {
  const hash = createHash('sha256')
  for (const page of shellPages()) hash.update(await readFile(path.join(outDir, `${page.slice(1)}.html`)))
  return hash.digest('hex').slice(0, 12)
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
  const entry = path.join(root, 'src/offline', off ? 'kill-worker.ts' : 'worker.ts')
  // Loaded here, at the build's end: imported with the build's modules, Vite (160 MB) sat beside the bundles'
  // and the pages' processes all through them (docs/architecture.md#memory).
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    define: { OFFLINE_SHELL_VERSION: JSON.stringify(off ? 'off' : await shellVersion(outDir)) },
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
