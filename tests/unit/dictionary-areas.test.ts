import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGES } from '../../src/shared/app/pages'
import { DICTIONARY_AREAS, FRAME_AREAS, type DictionaryArea } from '../../src/shared/i18n/areas'
import type { IslandDeclaration } from '../../src/shared/islands/define'
import { islandModules } from '../../scripts/build/islands'
import { LANGS } from '../../src/shared/i18n/languages'
import { moduleGraph, sourceFiles } from './import-graph'

/**
 * A page downloads only the dictionary areas its screen names (src/shared/i18n/areas.ts): a key of another area would
 * show as the key itself. This follows the imports of each screen's code and checks that every dictionary key
 * it spells — `t('key')`, a key held in a constant, a prefix like `t(\`team.value.${id}.title\`)` — is in an
 * area the screen loads.
 */

const root = path.resolve(__dirname, '../..')
const DICTIONARIES = path.join(root, 'src/shared/i18n/dictionaries')

function areaKeys(lang: string, area: string): string[] {
  const source = readFileSync(path.join(DICTIONARIES, lang, `${area}.ts`), 'utf8')
  return Array.from(source.matchAll(/^\s*'([a-zA-Z0-9_.]+)':/gm), (match) => match[1]!)
}

/** Every French key and the area it is in. */
const AREA_OF = new Map<string, DictionaryArea>(
  DICTIONARY_AREAS.flatMap((area) => areaKeys('fr', area).map((key) => [key, area] as const)),
)

/** The source files a module reaches through static and dynamic imports, build-only readers left out. */
const screenFiles = (entry: string): string[] =>
  sourceFiles(moduleGraph([entry], { dynamic: true, skip: (file) => file.startsWith('src/node/data/') }))

/**
 * What the keys spelt in these files need: each entry is a set of areas one of which must be loaded (one area
 * for a whole key; for a key built in a template, `page.${id}.title`, any area holding keys of that form, as
 * the test cannot know the id), with one example of why.
 */
function areasNeeded(files: readonly string[]): { anyOf: Set<DictionaryArea>; why: string }[] {
  const needed: { anyOf: Set<DictionaryArea>; why: string }[] = []
  const keysUnder = (prefix: string) => [...AREA_OF].filter(([key]) => key.startsWith(prefix))
  for (const file of files) {
    const where = file
    const source = readFileSync(path.join(root, file), 'utf8')
    // A whole key, or the stem of keys completed at run time (`pluralKey('comments.counter', n)`).
    for (const match of source.matchAll(/['`]([a-zA-Z]\w*(?:\.\w+)+)['`]/g)) {
      const literal = match[1]!
      const area = AREA_OF.get(literal)
      if (area) needed.push({ anyOf: new Set([area]), why: `${where}: ${literal}` })
      else
        for (const [key, under] of keysUnder(`${literal}.`))
          needed.push({ anyOf: new Set([under]), why: `${where}: ${key}` })
    }
    // A key built in a template.
    for (const match of source.matchAll(/`([a-zA-Z]\w*(?:\.\w+)*\.)\$\{/g)) {
      const under = keysUnder(match[1]!)
      if (under.length > 0)
        needed.push({ anyOf: new Set(under.map(([, area]) => area)), why: `${where}: ${match[1]}\${…}` })
    }
  }
  return needed
}

function missingAreas(files: readonly string[], loaded: readonly DictionaryArea[]): string[] {
  const missing = areasNeeded(files).filter(({ anyOf }) => !loaded.some((area) => anyOf.has(area)))
  return [...new Set(missing.map(({ anyOf, why }) => `${[...anyOf].join('|')} (${why})`))]
}

/** Each island's declaring module (`*.island.ts`, src/shared/islands/define.ts), as the build finds them. */
const ISLAND_MODULES = islandModules(root)

const SCREENS = readdirSync(path.join(root, 'src/pages')).filter((name) =>
  existsSync(path.join(root, 'src/pages', name, 'index.tsx')),
)

describe('dictionary areas', () => {
  it('exist in every language, one file each, with the same keys', () => {
    for (const lang of LANGS) {
      const files = readdirSync(path.join(DICTIONARIES, lang))
        .filter((file) => file !== 'index.ts')
        .map((file) => file.replace(/\.ts$/, ''))
        .sort()
      expect(files, lang).toEqual([...DICTIONARY_AREAS].sort())
    }
    for (const area of DICTIONARY_AREAS) {
      expect(areaKeys('en', area).sort(), area).toEqual(areaKeys('fr', area).sort())
    }
  })

  it('are named for every screen, in its page folder’s declaration', () => {
    expect(PAGES.map((page) => page.name).sort()).toEqual([...SCREENS].sort())
    for (const page of PAGES)
      expect(
        page.areas.filter((area) => !DICTIONARY_AREAS.includes(area)),
        page.name,
      ).toEqual([])
  })

  it.each(SCREENS)('hold every text the %s screen shows', (screen) => {
    const loaded = [...FRAME_AREAS, ...PAGES.find((page) => page.name === screen)!.areas]
    const files = [`src/pages/${screen}/index.tsx`, `src/pages/${screen}/page.ts`]
    expect(missingAreas([...new Set(files.flatMap(screenFiles))], loaded)).toEqual([])
  })

  it('are found for every island', () => {
    expect(ISLAND_MODULES.length).toBeGreaterThanOrEqual(8)
  })

  it.each(ISLAND_MODULES)('hold every text the island of %s shows in the areas it loads', async (file) => {
    const { default: island } = (await import(path.join(root, file))) as { default: IslandDeclaration }
    // A script island shows only its prerendered markup's texts, the page's.
    const areas = island.kind === 'component' ? island.areas : DICTIONARY_AREAS
    expect(missingAreas(screenFiles(file), areas)).toEqual([])
  })

  it('hold every text of the frame in its own areas', () => {
    // The frame's 404 view is shown with the 404 page's areas (see areasOfPage).
    const frame = screenFiles('src/shared/layout/SiteLayout.tsx').filter((file) => !file.includes('NotFound'))
    expect(missingAreas(frame, FRAME_AREAS)).toEqual([])
  })
})
