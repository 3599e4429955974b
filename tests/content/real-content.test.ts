import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { readPages } from '../../scripts/build/pages'
import { sitePaths } from '../../scripts/build/site-paths'
import {
  getEntry,
  listEntries,
  listSlugs,
  validateAllContent,
  type Collection,
  type ContentEntry,
} from '../../src/node/data/content'
import { LANGS } from '../../src/shared/i18n/languages'
import { stripLang } from '../../src/shared/i18n/paths'
import { fallbackProjects } from '../../src/pages/Home/fallback-projects'
import { COLLECTIONS } from '../../src/shared/schemas/content'

// The real `content/` folder of the repo, held to the rules an editor follows (docs/editing.md,
// docs/behaviour.md#content-pages): which pages it holds, their length and their titles are the editors' to
// choose, so they are not pinned here.
beforeAll(() => {
  delete process.env.CONTENT_DIR
})

async function allEntries(): Promise<ContentEntry<Collection>[]> {
  const lists = await Promise.all(COLLECTIONS.flatMap((c) => LANGS.map((lang) => listEntries(c, lang))))
  return lists.flat()
}

/** Every page path the content and the screens give the site, without language prefix. */
async function contentSitePaths(): Promise<Set<string>> {
  // The API's records are left out: this test reads the content only.
  const all = await sitePaths(await readPages(), { snapshot: async () => null, slugs: listSlugs })
  return new Set(all.map((page) => stripLang(page)))
}

/** The `href`s and `src`s of a rendered body. */
function attributes(html: string, name: 'href' | 'src'): string[] {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((match) => match[1]!)
}

describe('the real content', () => {
  it('validates as a whole', async () => {
    await expect(validateAllContent()).resolves.toBeUndefined()
  })

  it.each(COLLECTIONS)('has pages in %s', async (collection) => {
    expect((await listSlugs(collection)).length).toBeGreaterThan(0)
  })

  it('has every page in French and in English, and the two differ', async () => {
    for (const collection of COLLECTIONS) {
      for (const slug of await listSlugs(collection)) {
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

  it('lists themes by their order, each order given once', async () => {
    const orders = (await listEntries('themes', 'fr')).map((theme) => theme.data.order)
    expect(new Set(orders).size).toBe(orders.length)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('gives each publication a category in both languages and the same sections in both', async () => {
    for (const slug of await listSlugs('publications')) {
      const fr = await getEntry('publications', slug, 'fr')
      const en = await getEntry('publications', slug, 'en')
      expect(fr?.data.category, slug).toBeTruthy()
      expect(en?.data.category, slug).toBeTruthy()
      expect(en?.data.category, `${slug}: the English category is translated`).not.toBe(fr?.data.category)
      const shape = (data: typeof fr) =>
        data?.data.sections.map((s) => [s.icon, s.items.map((i) => [i.icon, i.subItems?.length ?? 0])])
      expect(shape(fr)?.length, slug).toBeGreaterThan(0)
      expect(shape(en), slug).toEqual(shape(fr))
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

  it('dates the static news items in ISO form, the same day in both languages', async () => {
    for (const slug of await listSlugs('news')) {
      const fr = await getEntry('news', slug, 'fr')
      const en = await getEntry('news', slug, 'en')
      expect(fr?.data.date, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(en?.data.date, slug).toBe(fr?.data.date)
    }
  })

  it('only names images that exist in public/, in the frontmatter and in the bodies', async () => {
    for (const entry of await allEntries()) {
      const name = `${entry.collection}/${entry.slug}.${entry.lang}`
      const images = [entry.data.image, ...attributes(entry.html, 'src').filter((src) => src.startsWith('/'))]
      for (const image of images) {
        expect(existsSync(path.join(process.cwd(), 'public', image)), `${name}: ${image}`).toBe(true)
      }
    }
  })

  it('links only to pages of the site, headings of the same page, or the web', async () => {
    const pages = await contentSitePaths()
    for (const entry of await allEntries()) {
      const name = `${entry.collection}/${entry.slug}.${entry.lang}`
      const anchors = new Set(entry.headings.map((heading) => `#${heading.id}`))
      for (const href of attributes(entry.html, 'href')) {
        if (/^(https:\/\/|mailto:|tel:)/.test(href)) continue
        if (href.startsWith('#')) expect(anchors, `${name}: ${href}`).toContain(href)
        else expect(pages, `${name}: ${href}`).toContain(stripLang(href.replace(/[?#].*$/, '')))
      }
    }
  })

  it('keeps the pages the site links to by name', async () => {
    const pages = await contentSitePaths()
    const linked = [
      // The home page's project cards when the projects cannot be loaded (docs/behaviour.md#home).
      ...fallbackProjects((key) => key).map((project) => project.href),
      // The about page's button to the strategic plans (src/pages/About/StrategicPlansSection.tsx).
      '/info/plans-strategiques',
    ]
    for (const href of linked) expect(pages, href).toContain(href)
  })

  it('has no raw HTML, placeholder link or unfinished text in the bodies', async () => {
    for (const entry of await allEntries()) {
      const name = `${entry.collection}/${entry.slug}.${entry.lang}`
      expect(entry.html, name).not.toMatch(/href="#"|<script|TODO|FIXME|lorem ipsum/i)
    }
  })
})
