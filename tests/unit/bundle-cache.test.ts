import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BUNDLES_KEY, seedBundles, serverBundleDir } from '../../scripts/build/bundle-cache'

// The end-to-end run's small builds start from the first build's bundles (docs/architecture.md#test-layers).

const made: string[] = []
function cacheDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'))
  made.push(dir, serverBundleDir(dir))
  return dir
}
function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('seedBundles', () => {
  it("gives a cache the other's browser and server bundles and their key, and nothing of what it held", async () => {
    const from = cacheDir()
    const to = cacheDir()
    write(path.join(from, 'client', 'assets', 'app.js'), 'client')
    write(path.join(serverBundleDir(from), 'worker.mjs'), 'server')
    write(path.join(from, BUNDLES_KEY), 'key-1')
    write(path.join(to, 'client', 'assets', 'old.js'), 'stale')
    write(path.join(serverBundleDir(to), 'old.mjs'), 'stale')
    await seedBundles(from, to)
    expect(readFileSync(path.join(to, 'client', 'assets', 'app.js'), 'utf8')).toBe('client')
    expect(readFileSync(path.join(serverBundleDir(to), 'worker.mjs'), 'utf8')).toBe('server')
    expect(readFileSync(path.join(to, BUNDLES_KEY), 'utf8')).toBe('key-1')
    expect(existsSync(path.join(to, 'client', 'assets', 'old.js'))).toBe(false)
    expect(existsSync(path.join(serverBundleDir(to), 'old.mjs'))).toBe(false)
  })

  it('leaves no key when the bundles could not all be copied, so they are built again', async () => {
    const from = cacheDir()
    const to = cacheDir()
    write(path.join(from, 'client', 'assets', 'app.js'), 'client')
    write(path.join(from, BUNDLES_KEY), 'key-1')
    write(path.join(to, BUNDLES_KEY), 'key-0')
    // No server bundle in the first cache.
    await expect(seedBundles(from, to)).rejects.toThrow()
    expect(existsSync(path.join(to, BUNDLES_KEY))).toBe(false)
  })

  it('names one server bundle folder per cache, inside the project', () => {
    const [a, b] = [cacheDir(), cacheDir()]
    expect(serverBundleDir(a)).not.toBe(serverBundleDir(b))
    expect(serverBundleDir(a)).toBe(serverBundleDir(path.join(a, '.')))
    expect(serverBundleDir(a).startsWith(path.resolve('.cache', 'server-bundles'))).toBe(true)
  })
})
