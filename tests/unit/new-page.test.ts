import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPages } from '../../scripts/build/pages'
import { loadRoute } from '../../scripts/build/prerender/render-route'
import { sitePaths } from '../../scripts/build/site-paths'
import { planNewPage, writePlan } from '../../scripts/new-page'
import type { RecordSources } from '../../src/shared/app/page-declaration'

/**
 * `npm run new:page` (docs/how-to.md#add-a-page), run into a copy of src/ inside the repository (so the copy
 * finds node_modules): the page it makes is routed, prerendered in both languages and rendered with its title.
 */
const repo = path.resolve(__dirname, '../..')
let root = ''
const NO_RECORDS: RecordSources = { snapshot: async () => null, slugs: async () => [] }

/** Every file under a folder with its text, to see that a refused input wrote nothing. */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8', withFileTypes: false })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  )
}

beforeAll(() => {
  mkdirSync(path.join(repo, '.cache'), { recursive: true })
  root = mkdtempSync(path.join(repo, '.cache', 'new-page-'))
  cpSync(path.join(repo, 'src'), path.join(root, 'src'), { recursive: true })
  mkdirSync(path.join(root, 'tests/unit'), { recursive: true })
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('npm run new:page', () => {
  it.each([
    ['rapports', 'rapports-terrain', /PascalCase/],
    ['Rapports', 'Rapports-Terrain', /lowercase ASCII/],
    ['Rapports', 'rapports--terrain', /lowercase ASCII/],
    ['Rapports', 'rapports_terrain', /lowercase ASCII/],
    ['Rapports', 'équipe', /lowercase ASCII/],
    ['Rapports', '', /lowercase ASCII/],
    ['Team', 'autre-chose', /src\/pages\/Team exists already/],
    ['Autre', 'equipe', /"equipe" is the path of src\/pages\/Team/],
    ['Autre', 'actualite', /"actualite" is the path of src\/pages\/Article/],
    ['Autre', 'slide', /"slide" is the path of src\/pages\/SlideDetail/],
    ['Autre', 'en', /reserved/],
  ])('refuses %s at "%s", writing nothing', async (name, segment, message) => {
    const before = filesOf(root)
    await expect(planNewPage({ name, segment, root })).rejects.toThrow(message)
    expect(filesOf(root)).toEqual(before)
  })

  it('makes a page that is routed, prerendered in both languages and shows its title, touching two files outside its folder', async () => {
    const before = filesOf(root)
    const written = await writePlan(
      root,
      await planNewPage({ name: 'Rapports', segment: 'rapports-terrain', root }),
    )
    const after = filesOf(root)
    const changed = Object.keys(after).filter((file) => after[file] !== before[file])
    expect(changed.sort()).toEqual([...written].sort())
    expect(
      changed.filter((file) => !file.startsWith('src/pages/Rapports/') && !file.startsWith('tests/')),
    ).toEqual(['src/shared/i18n/dictionaries/en/pages.ts', 'src/shared/i18n/dictionaries/fr/pages.ts'])

    const pages = await readPages(path.join(root, 'src/pages'))
    expect(pages.find((page) => page.name === 'Rapports')).toMatchObject({
      path: 'rapports-terrain',
      areas: ['pages'],
    })
    expect(await sitePaths(pages, NO_RECORDS)).toEqual(
      expect.arrayContaining(['/fr/rapports-terrain', '/en/rapports-terrain']),
    )

    // The copy's own route table and dictionaries, as its build would use them.
    const { routes } = (await import(
      path.join(root, 'src/node/routes.tsx')
    )) as typeof import('../../src/node/routes')
    const i18n = (await import(
      path.join(root, 'src/shared/i18n/translate.ts')
    )) as typeof import('../../src/shared/i18n/translate')
    for (const [lang, title] of [
      ['fr', 'Rapports'],
      ['en', 'Rapports'],
    ] as const) {
      await i18n.loadDictionary(lang)
      const page = await (
        await loadRoute(async () => ({ routes, base: '/' }), `/${lang}/rapports-terrain`)
      ).render()
      expect(page.htmlAttributes).toContain(`lang="${lang}"`)
      expect(page.appHtml).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      expect(page.headTags).toMatch(/<meta[^>]*name="description"[^>]*content="Rapports/)
    }

    // Asked again, it refuses: the page exists.
    await expect(planNewPage({ name: 'Rapports', segment: 'rapports-terrain', root })).rejects.toThrow(
      /exists/,
    )
  })
})
