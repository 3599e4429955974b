import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'

// The pull-request workflow's "Check links" step: a dead internal link fails it, naming the page and link.
const roots: string[] = []
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))))

async function site(pages: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'ahb-links-'))
  roots.push(root)
  for (const [name, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true })
    await writeFile(path.join(root, name), html)
  }
  return root
}

const linkcheck = (dist: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'linkcheck.ts'), dist], {
    encoding: 'utf8',
  })

it('fails on a dead internal link added to a page, and passes once it is fixed', async () => {
  const contact = '<!doctype html><title>Contact</title><h1 id="top">Contact</h1>'
  const broken = await site({
    'fr/contact.html': contact,
    'fr/info/notre-vision.html': '<a href="/fr/contact">ok</a> <a href="/fr/contatc">typo</a>',
  })
  const failed = linkcheck(broken)
  expect(failed.status).toBe(1)
  expect(failed.stdout).toContain('/fr/info/notre-vision.html: /fr/contatc (no such page or file)')

  const fixed = await site({
    'fr/contact.html': contact,
    'fr/info/notre-vision.html': '<a href="/fr/contact#top">ok</a>',
  })
  expect(linkcheck(fixed).status).toBe(0)
})
