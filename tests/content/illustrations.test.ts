import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { listEntries } from '../../src/node/data/content'
import { LANGS } from '../../src/shared/i18n/languages'
import { COLLECTIONS } from '../../src/shared/schemas/content'

const FOLDER = path.join(process.cwd(), 'public', 'images', 'pages')
let files: string[]

beforeAll(async () => {
  delete process.env.CONTENT_DIR
  files = (await readdir(FOLDER)).filter((name) => name.endsWith('.svg')).sort()
})

describe('page illustrations (public/images/pages)', () => {
  it('are small, 1200 by 675, text-free and self-contained SVG files', async () => {
    expect(files.length).toBeGreaterThan(0)
    for (const name of files) {
      const file = path.join(FOLDER, name)
      const svg = await readFile(file, 'utf8')
      expect((await stat(file)).size, name).toBeLessThan(6 * 1024)
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
      expect(root, name).toContain('xmlns="http://www.w3.org/2000/svg"')
      expect(root, name).toContain('width="1200"')
      expect(root, name).toContain('height="675"')
      expect(root, name).toContain('viewBox="0 0 1200 675"')
      expect(svg, name).not.toMatch(/<(text|tspan|script|image|foreignObject|style)\b/)
      expect(svg, name).not.toMatch(/\b(xlink:)?href=|url\((?!#)|on[a-z]+=/)
      expect(svg.trimEnd().endsWith('</svg>'), name).toBe(true)
    }
  })

  it('are each used by at least one page', async () => {
    const used = new Set<string>()
    for (const collection of COLLECTIONS) {
      for (const lang of LANGS) {
        for (const entry of await listEntries(collection, lang)) used.add(path.basename(entry.data.image))
      }
    }
    expect(files.filter((name) => !used.has(name))).toEqual([])
  })
})
