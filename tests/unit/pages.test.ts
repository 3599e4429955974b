import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { readPages } from '../../scripts/build/pages'
import { sitePaths } from '../../scripts/build/site-paths'
import { sitemapXml } from '../../scripts/build/sitemap'
import { isPattern, type RecordSources } from '../../src/shared/app/page-declaration'
import { pageHref } from '../../src/shared/app/page-links'
import { PAGES } from '../../src/shared/app/pages'
import { DICTIONARY_AREAS, FRAME_AREAS } from '../../src/shared/i18n/areas'
import fr from '../../src/shared/i18n/dictionaries/fr'
import { LANGS } from '../../src/shared/i18n/languages'
import { localizePath } from '../../src/shared/i18n/paths'
import { buildMainNav, isGroup, type NavEntry } from '../../src/shared/layout/navigation'
import { routes } from '../../src/node/routes'
import { SEARCH_SECTIONS } from '../../src/shared/search/sections'

/**
 * A page is one folder (docs/architecture.md#pages): the route table, the prerender list, the sitemap, the
 * dictionary areas and the menus all come from each folder's `page.ts`.
 */

const root = path.resolve(__dirname, '../..')

/** Records for every pattern: one slug per collection, one article, one slide, one category. */
const RECORDS: RecordSources = {
  snapshot: (async (name: string) =>
    ({
      articles: [{ id: 1, slug: 'un-article', category: 1 }],
      heroSlides: [{ slug: 'une-diapositive' }],
      categories: [{ id: 1, libelle: { fr: 'Eau' } }],
    })[name] ?? null) as RecordSources['snapshot'],
  slugs: async (collection) => [`un-${collection}`],
}

/** A path of the pattern, each parameter given a value. */
const example = (pattern: string) => pattern.replace(/:\w+/g, 'x').replace('*', 'nulle-part')

const screenOf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route

describe('the page folders', () => {
  it('are read alike by Vite (import.meta.glob) and by the build scripts Node runs (a folder read)', async () => {
    const read = await readPages()
    expect(read.map(({ name, path }) => ({ name, path }))).toEqual(
      PAGES.map(({ name, path }) => ({ name, path })),
    )
    expect(read.length).toBeGreaterThan(20)
  })

  it('declare only known areas, search sections and menu texts', () => {
    for (const page of PAGES) {
      expect(
        page.areas.filter((area) => !DICTIONARY_AREAS.includes(area)),
        page.name,
      ).toEqual([])
      if (page.search) expect(SEARCH_SECTIONS, page.name).toContain(page.search)
      const key = page.menu?.topBar?.labelKey
      if (key) expect(fr, page.name).toHaveProperty([key])
    }
  })

  it.each(PAGES.filter((page) => page.path !== '/').map((page) => [page.name, page] as const))(
    'route %s at its path and aliases, with its areas, loader and search section',
    (name, page) => {
      for (const [index, pattern] of [page.path, ...(page.aliases ?? [])].entries()) {
        const route = screenOf(localizePath(`/${example(pattern)}`, 'en'))
        expect(route?.path ?? '', `${name}: ${pattern}`).toBe(pattern)
        const handle = route?.handle as { areas: unknown; search?: unknown }
        expect(handle.areas).toEqual([...FRAME_AREAS, ...page.areas])
        // An alias shows the same page again: only the main path is indexed.
        expect(handle.search).toBe(index === 0 ? page.search : undefined)
        expect(route?.loader).toBe(page.loader)
        expect(typeof route?.lazy).toBe('function')
      }
    },
  )

  it('prerender every page in both languages, and the sitemap lists them', async () => {
    const paths = await sitePaths(PAGES, RECORDS)
    const xml = sitemapXml(paths, 'https://ahb.example')
    for (const page of PAGES) {
      const own = isPattern(page.path) ? [] : [page.path === '' ? '/' : `/${page.path}`]
      const expected = page.staticPaths ? await page.staticPaths(RECORDS) : own
      if (page.path !== '/' && page.path !== '*') expect(expected.length, page.name).toBeGreaterThan(0)
      for (const site of expected)
        for (const lang of LANGS) {
          const url = localizePath(site, lang)
          expect(paths, page.name).toContain(url)
          expect(xml).toContain(`<loc>https://ahb.example${url}</loc>`)
          // …and the route table has the screen for it.
          expect(screenOf(url)?.path ?? screenOf(url)?.index, url).toBeTruthy()
        }
    }
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('give the top bar its links, the groups’ links and the detail pages each entry holds', () => {
    const nav = buildMainNav([{ slug: 'eau', title: 'Eau' }])
    const links = (entries: NavEntry[]) =>
      entries.flatMap((entry) => (isGroup(entry) ? entry.items : [entry])).map((link) => link.href)
    const declared = PAGES.flatMap((page) => (page.menu?.topBar ? [pageHref(page.name)] : []))
    expect(
      links(nav)
        .filter((href) => !href.startsWith('/projets/'))
        .sort(),
    ).toEqual(declared.sort())
    const news = nav.find((entry) => entry.id === 'news')
    const held = PAGES.filter((page) => page.menu?.holder === 'news').map((page) => page.path.split('/')[0])
    expect(news?.details).toEqual(held)
  })
})

describe('a fixed path', () => {
  const sources = ['src', 'scripts', 'server']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('dictionaries'))
        .map((file) => path.join(dir, file)),
    )
    // The page command's help spells an example segment.
    .filter((file) => file !== path.join('scripts', 'new-page.ts'))
  // Still spelt in the links of some components (docs/how-to.md#add-a-page says how a link names a page), in
  // the back-end's redirect (contact/merci), or section bases of src/shared/app/paths.ts that comments cite.
  const SPELT_IN_LINKS = new Set([
    'about',
    'mission',
    'don',
    'documents',
    'publications',
    'contact',
    'contact/merci',
    'actualites',
    'projets',
  ])
  const fixed = PAGES.filter((page) => page.path && !isPattern(page.path) && !SPELT_IN_LINKS.has(page.path))

  it.each(fixed.map((page) => [page.path, page.name] as const))(
    '%s is written in one source file (the %s page’s path)',
    (segment) => {
      const literal = new RegExp(`['"\`]/?${segment}(?:[/#?'"\`]|$)`, 'm')
      const files = sources.filter((file) => literal.test(readFileSync(path.join(root, file), 'utf8')))
      expect(files).toHaveLength(1)
    },
  )
})
