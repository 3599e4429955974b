import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  getEntry,
  listEntries,
  listSlugs,
  validateAllContent,
  type Collection,
  type ContentEntry,
} from '../../src/data/server/content'
import { LANGS } from '../../src/i18n/languages'
import { COLLECTIONS } from '../../src/schemas/content'

// The real `content/` folder of the repo (docs/behaviour.md#content-pages,
// docs/behaviour.md#project-theme-pages).
beforeAll(() => {
  delete process.env.CONTENT_DIR
})

const EXPECTED_SLUGS: Record<Collection, string[]> = {
  themes: [
    'acces-a-leau-potable',
    'sante-et-securite-alimentaire',
    'integration-et-amelioration',
    'moderniser-le-cadre-de-vie',
    'sensibilisation-et-education',
  ],
  projects: ['high-5-transformer-benin', 'projets-acces-eau', 'projets-sante'],
  news: ['1', '2'],
  info: ['le-president', 'nos-objectifs', 'notre-vision', 'plans-strategiques'],
  publications: [
    'rapport-impact-2024',
    'revue-efficacite-2024',
    'performance-perspectives',
    'rapport-annuel-2024',
  ],
}

/** Words a reader sees in the rendered body (tags removed; list numbers are not part of the text). */
function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

async function allEntries(): Promise<ContentEntry<Collection>[]> {
  const lists = await Promise.all(COLLECTIONS.flatMap((c) => LANGS.map((lang) => listEntries(c, lang))))
  return lists.flat()
}

describe('the real content', () => {
  it('validates as a whole', async () => {
    await expect(validateAllContent()).resolves.toBeUndefined()
  })

  it.each(COLLECTIONS)(
    'has exactly the pages of docs/behaviour.md#content-pages in %s, in listing order',
    async (collection) => {
      expect(await listSlugs(collection)).toEqual(EXPECTED_SLUGS[collection])
    },
  )

  it('has every page in French and in English, and the two differ', async () => {
    for (const collection of COLLECTIONS) {
      for (const slug of EXPECTED_SLUGS[collection]) {
        const fr = await getEntry(collection, slug, 'fr')
        const en = await getEntry(collection, slug, 'en')
        expect(fr, `${collection}/${slug}.fr`).not.toBeNull()
        expect(en, `${collection}/${slug}.en`).not.toBeNull()
        expect(fr?.lang).toBe('fr')
        expect(en?.lang).toBe('en')
        expect(en?.data.title, `${collection}/${slug} title`).not.toBe(fr?.data.title)
        expect(en?.data.description).not.toBe(fr?.data.description)
        expect(en?.html).not.toBe(fr?.html)
      }
    }
  })

  it('lists themes in their order 1 to 5', async () => {
    const themes = await listEntries('themes', 'fr')
    expect(themes.map((t) => t.data.order)).toEqual([1, 2, 3, 4, 5])
  })

  it('gives the publications the categories and titles of docs/behaviour.md#content-pages', async () => {
    const shown = async (slug: string) => {
      const fr = await getEntry('publications', slug, 'fr')
      const en = await getEntry('publications', slug, 'en')
      return [fr?.data.category, en?.data.category, fr?.data.title, en?.data.title]
    }
    expect((await shown('rapport-impact-2024')).slice(0, 2)).toEqual(['Rapport', 'Report'])
    expect(await shown('rapport-annuel-2024')).toEqual([
      'Rapport Annuel',
      'Annual Report',
      'Rapport annuel 2023',
      'Annual report 2023',
    ])
    expect((await shown('performance-perspectives')).slice(0, 2)).toEqual(['Analyse', 'Analysis'])
    expect((await shown('revue-efficacite-2024')).slice(0, 2)).toEqual(['Revue', 'Review'])
  })

  it('gives publications 3 to 5 sections of 2 to 4 items, the same shape in both languages', async () => {
    for (const slug of EXPECTED_SLUGS.publications) {
      const fr = await getEntry('publications', slug, 'fr')
      const en = await getEntry('publications', slug, 'en')
      const sections = fr?.data.sections ?? []
      expect(sections.length, slug).toBeGreaterThanOrEqual(3)
      expect(sections.length, slug).toBeLessThanOrEqual(5)
      for (const section of sections) {
        expect(section.items.length, `${slug}: ${section.title}`).toBeGreaterThanOrEqual(2)
        expect(section.items.length, `${slug}: ${section.title}`).toBeLessThanOrEqual(4)
      }
      const shape = (data: typeof fr) =>
        data?.data.sections.map((s) => [s.icon, s.items.map((i) => [i.icon, i.subItems?.length ?? 0])])
      expect(shape(en), slug).toEqual(shape(fr))
    }
  })

  it('has long texts of the expected length', async () => {
    const ranges: Partial<Record<Collection, [number, number]>> = {
      themes: [300, 500],
      projects: [300, 500],
      news: [400, 700],
      info: [400, 700],
    }
    for (const entry of await allEntries()) {
      const range = ranges[entry.collection]
      if (!range) continue
      const words = wordCount(entry.html)
      const name = `${entry.collection}/${entry.slug}.${entry.lang}.md (${words} words)`
      expect(words, name).toBeGreaterThanOrEqual(range[0])
      expect(words, name).toBeLessThanOrEqual(range[1])
    }
  })

  it('renders long texts with headings, lists and emphasis', async () => {
    for (const entry of await allEntries()) {
      if (entry.collection === 'publications') continue
      const name = `${entry.collection}/${entry.slug}.${entry.lang}`
      expect(entry.headings.length, name).toBeGreaterThanOrEqual(3)
      expect(
        entry.headings.every((h) => h.depth >= 2),
        name,
      ).toBe(true)
      expect(entry.html, name).toMatch(/<h2 id="[a-z0-9-]+">/)
      expect(entry.html, name).toMatch(/<ul>|<ol>/)
      expect(entry.html, name).toMatch(/<strong>|<em>/)
    }
  })

  it('uses the two static news items with their ISO dates', async () => {
    const news = await listEntries('news', 'en')
    expect(news.map((n) => n.slug)).toEqual(['1', '2'])
    for (const item of news) expect(item.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('only names images that exist in public/', async () => {
    for (const entry of await allEntries()) {
      const file = path.join(process.cwd(), 'public', entry.data.image)
      expect(existsSync(file), `${entry.collection}/${entry.slug}: ${entry.data.image}`).toBe(true)
    }
  })

  it('has no raw HTML, placeholder link or unfinished text in the bodies', async () => {
    for (const entry of await allEntries()) {
      const name = `${entry.collection}/${entry.slug}.${entry.lang}`
      expect(entry.html, name).not.toMatch(/href="#"|<script|TODO|FIXME|lorem ipsum/i)
    }
  })
})
