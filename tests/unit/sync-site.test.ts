import { mkdirSync, mkdtempSync, readFileSync, existsSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentHash } from '../../scripts/build/folder-files'
import { syncSite } from '../../scripts/build/sync-site'

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
}

describe('syncSite', () => {
  it('replaces what changed, adds what is new, removes what the build no longer makes, and leaves the rest', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sync-site-'))
    const site = path.join(root, 'site')
    const staging = path.join(root, 'next')
    write(site, { 'fr/a.html': 'same', 'fr/b.html': 'old', 'fr/gone/c.html': 'removed article' })
    write(staging, { 'fr/a.html': 'same', 'fr/b.html': 'new', 'en/d.html': 'added' })
    const kept = statSync(path.join(site, 'fr/a.html'))

    const report = await syncSite(staging, site)

    expect(report).toEqual({ changed: ['en/d.html', 'fr/b.html'], removed: ['fr/gone/c.html'], unchanged: 1 })
    expect(readFileSync(path.join(site, 'fr/b.html'), 'utf8')).toBe('new')
    expect(readFileSync(path.join(site, 'en/d.html'), 'utf8')).toBe('added')
    // The unchanged file is the same file, not a copy written again.
    expect(statSync(path.join(site, 'fr/a.html')).ino).toBe(kept.ino)
    expect(statSync(path.join(site, 'fr/a.html')).mtimeMs).toBe(kept.mtimeMs)
    expect(existsSync(path.join(site, 'fr/gone'))).toBe(false)
    expect(existsSync(staging)).toBe(false)
  })

  it('makes the site folder when there is none', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sync-site-'))
    write(path.join(root, 'next'), { 'index.html': 'x' })
    const report = await syncSite(path.join(root, 'next'), path.join(root, 'site'))
    expect(report.changed).toEqual(['index.html'])
    expect(readFileSync(path.join(root, 'site/index.html'), 'utf8')).toBe('x')
  })
})

describe('contentHash', () => {
  it('follows the names and bytes of the files, not where they lie', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-hash-'))
    write(path.join(root, 'a'), { 'x/1.txt': 'one', 'page.html': 'two' })
    write(path.join(root, 'b'), { 'x/1.txt': 'one', 'page.html': 'two' })
    write(path.join(root, 'c'), { 'x/1.txt': 'one', 'page.html': 'two!' })
    const hashOf = (dir: string) => contentHash([path.join(root, dir), path.join(root, 'missing')], 'extra')
    expect(await hashOf('a')).toBe(await hashOf('b'))
    expect(await hashOf('c')).not.toBe(await hashOf('a'))
    expect(await contentHash([path.join(root, 'a')], 'other')).not.toBe(
      await contentHash([path.join(root, 'a')], 'extra'),
    )
  })
})
