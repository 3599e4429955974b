import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offlineShell, writeServiceWorker } from '../../scripts/build/service-worker'

// The worker's precache list and its bytes (docs/offline.md#the-service-worker): the offline pages with a hash
// of each, the hashed files they name without one, and the same sw.js for the same pages.
describe('the service worker build', () => {
  let dir: string
  const page = (lang: string, body: string) =>
    `<!doctype html><html lang="${lang}"><link rel="stylesheet" href="/assets/app-Ab12.css">` +
    `<script type="module" src="/assets/start-Cd34.js"></script><main>${body}</main></html>`

  async function writePages(fr: string): Promise<void> {
    await writeFile(path.join(dir, 'fr/hors-ligne.html'), page('fr', fr))
    await writeFile(path.join(dir, 'en/hors-ligne.html'), page('en', 'You are offline'))
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ahb-sw-'))
    await mkdir(path.join(dir, 'fr'))
    await mkdir(path.join(dir, 'en'))
    await writePages('Vous êtes hors ligne')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('lists each offline page with its revision and the files they name once, without one', async () => {
    const entries = await offlineShell(dir)
    expect(entries.map((entry) => entry.url).sort()).toEqual([
      '/assets/app-Ab12.css',
      '/assets/start-Cd34.js',
      '/en/hors-ligne',
      '/fr/hors-ligne',
    ])
    for (const entry of entries)
      if (entry.url.startsWith('/assets/')) expect(entry.revision).toBeNull()
      else expect(entry.revision).toMatch(/^[0-9a-f]{12}$/)
  })

  it('ships the same bytes for the same offline pages, and new ones when a page changes', async () => {
    const file = await writeServiceWorker(dir, { off: false })
    expect(file).toBe(path.join(dir, 'sw.js'))
    const first = await readFile(file!, 'utf8')
    expect(first).toContain('/fr/hors-ligne')
    // Workbox's development checks are left out of the bundle.
    expect(first).not.toMatch(/process\.env/)
    await writeServiceWorker(dir, { off: false })
    expect(await readFile(file!, 'utf8')).toBe(first)

    await writePages('Vous êtes hors ligne.')
    await writeServiceWorker(dir, { off: false })
    expect(await readFile(file!, 'utf8')).not.toBe(first)
  })

  it('keeps the worker of the same code and pages in the build cache, and bundles it again otherwise', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'ahb-sw-cache-'))
    const cached = path.join(cacheDir, 'service-worker.json')
    try {
      await writeFile(path.join(cacheDir, 'bundles.key'), 'code-1')
      const file = (await writeServiceWorker(dir, { off: false, cacheDir }))!
      const bundled = await readFile(file, 'utf8')
      const entry = JSON.parse(await readFile(cached, 'utf8')) as { key: string; code: string }
      expect(entry.code).toBe(bundled)
      // What the cache holds is what the next build of the same code and pages ships.
      await writeFile(cached, JSON.stringify({ ...entry, code: 'kept' }))
      await writeServiceWorker(dir, { off: false, cacheDir })
      expect(await readFile(file, 'utf8')).toBe('kept')
      // Other code, or other offline pages: bundled again.
      await writeFile(path.join(cacheDir, 'bundles.key'), 'code-2')
      await writeServiceWorker(dir, { off: false, cacheDir })
      expect(await readFile(file, 'utf8')).toBe(bundled)
      await writeFile(cached, JSON.stringify({ ...entry, code: 'kept' }))
      await writePages('Vous êtes hors ligne !')
      await writeServiceWorker(dir, { off: false, cacheDir })
      expect(await readFile(file, 'utf8')).not.toMatch(/^kept$/)
    } finally {
      await rm(cacheDir, { recursive: true, force: true })
    }
  })
})
