import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { rootRedirectScript } from '../../scripts/build/root-page'
import { paths } from '../../src/shared/app/paths'
import { PAGES } from '../../src/shared/app/pages'
import { FRAME_AREAS } from '../../src/shared/i18n/areas'
import { DEFAULT_LANG, LANGS, langOf, rootLang } from '../../src/shared/i18n/languages'
import {
  isActivePath,
  langFromPath,
  localizePath,
  stripLang,
  switchLangPath,
} from '../../src/shared/i18n/paths'
import { routes } from '../../src/node/routes'

describe('localizePath', () => {
  it.each([
    ['/about', 'fr', '/fr/about'],
    ['/about', 'en', '/en/about'],
    ['about', 'fr', '/fr/about'],
    ['/', 'en', '/en'],
    ['', 'fr', '/fr'],
    ['/fr/about', 'en', '/fr/about'],
    ['/fr/fr/about', 'fr', '/fr/about'],
    ['/en/en', 'fr', '/en'],
    ['/en/fr/mission', 'fr', '/en/mission'],
    ['/actualites?search=eau#top', 'en', '/en/actualites?search=eau#top'],
    ['/french-fries', 'en', '/en/french-fries'],
    ['https://example.org/x', 'fr', 'https://example.org/x'],
    ['mailto:contact@ahb-benin.org', 'fr', 'mailto:contact@ahb-benin.org'],
    ['#main', 'fr', '#main'],
  ] as const)('%s in %s → %s', (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected)
  })
})

describe('switchLangPath', () => {
  it.each([
    ['/fr/about', 'en', '/en/about'],
    ['/en/actualite/un-slug', 'fr', '/fr/actualite/un-slug'],
    ['/fr', 'en', '/en'],
    ['/', 'en', '/en'],
    ['/contact', 'en', '/en/contact'],
    ['/fr/actualites?page=2#liste', 'en', '/en/actualites?page=2#liste'],
    ['/fr/fr/about', 'en', '/en/about'],
  ] as const)('%s to %s → %s', (path, lang, expected) => {
    expect(switchLangPath(path, lang)).toBe(expected)
  })
})

describe('language of a path', () => {
  it.each([
    ['/fr/about', 'fr'],
    ['/en', 'en'],
    ['/english', null],
    ['/', null],
    ['/de/about', null],
  ] as const)('langFromPath(%s) = %s', (path, expected) => {
    expect(langFromPath(path)).toBe(expected)
  })

  it.each([
    ['fr', 'fr'],
    ['en', 'en'],
    [undefined, 'fr'],
    [null, 'fr'],
    ['', 'fr'],
    ['de', 'fr'],
    ['EN', 'fr'],
    ['english', 'fr'],
  ] as const)('langOf(%s) = %s', (segment, expected) => {
    expect(langOf(segment)).toBe(expected)
  })

  it.each([
    ['/en/about', 'en'],
    ['/fr', 'fr'],
    ['/about', 'fr'],
    ['/', 'fr'],
    ['/de/about', 'fr'],
  ] as const)('the page at %s is in %s', (path, expected) => {
    expect(langOf(langFromPath(path))).toBe(expected)
  })

  it.each([
    ['/fr/about', '/about'],
    ['/en', '/'],
    ['/fr/en/x', '/x'],
    ['/contact', '/contact'],
  ])('stripLang(%s) = %s', (path, expected) => {
    expect(stripLang(path)).toBe(expected)
  })
})

describe('isActivePath', () => {
  it.each([
    ['/fr', '/', true],
    ['/fr/about', '/', false],
    ['/fr/actualites', '/actualites', true],
    ['/en/actualites/', '/actualites', true],
    ['/fr/projets/acces-a-leau-potable', '/projets', true],
    ['/fr/projet/projets-sante', '/projets', false],
    ['/fr/about', '/about', true],
    ['/fr/aboutus', '/about', false],
  ] as const)('%s is in %s: %s', (current, href, expected) => {
    expect(isActivePath(current, href)).toBe(expected)
  })
})

describe('the language `/` opens', () => {
  const cases = [
    ['en', 'en'],
    ['fr', 'fr'],
    [null, 'fr'],
    ['de', 'fr'],
    ['', 'fr'],
    ['EN', 'fr'],
  ] as const

  it.each(cases)('rootLang(stored %s) = %s', (stored, expected) => {
    expect(rootLang(stored, LANGS, DEFAULT_LANG)).toBe(expected)
  })

  /** Runs the root page's script with this stored choice (or storage that throws); returns where it went. */
  function redirectOf(stored: string | null | Error): string {
    let target = ''
    const localStorage = {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored
        return key === 'language' ? stored : null
      },
    }
    runInNewContext(rootRedirectScript(), {
      localStorage,
      location: { replace: (to: string) => (target = to) },
    })
    return target
  }

  it.each(cases)('the root page’s script, with %s stored, opens /%s', (stored, expected) => {
    expect(redirectOf(stored)).toBe(`/${expected}`)
  })

  it('opens French when storage is off', () => {
    expect(redirectOf(new Error('SecurityError'))).toBe('/fr')
  })
})

describe('the site’s paths', () => {
  it.each([
    [paths.home(), '/fr', 'Home', undefined],
    [paths.projects(), '/fr/projets', 'Projects', 'projets'],
    [paths.newsList(), '/fr/actualites', 'NewsList', 'actualites'],
    [paths.theme('eau'), '/fr/projets/eau', 'ThemePage', 'projets/:slug'],
    [paths.project('forages'), '/fr/projet/forages', 'ProjectDetail', 'projet/:slug'],
    [paths.staticNews(2), '/fr/news/2', 'StaticNews', 'news/:id'],
    [paths.info('plans-strategiques'), '/fr/info/plans-strategiques', 'InfoPage', 'info/:slug'],
    [
      paths.publication('rapport 2024'),
      '/fr/publication/rapport%202024',
      'PublicationPage',
      'publication/:slug',
    ],
    [
      paths.article('l’eau/à Djougou'),
      '/fr/actualite/l%E2%80%99eau%2F%C3%A0%20Djougou',
      'Article',
      'actualite/:slug',
    ],
    [paths.slide('eau'), '/fr/full-description/eau', 'SlideDetail', 'full-description/:slug'],
    [paths.slideAlias('eau'), '/fr/slide/eau', 'SlideDetail', 'slide/:slug'],
  ] as const)('%s is %s, a page of the %s screen (route %s)', (path, expected, screen, pattern) => {
    const full = localizePath(path, 'fr')
    expect(full).toBe(expected)
    const route = matchRoutes(routes, full)?.at(-1)?.route
    expect(route?.path).toBe(pattern)
    const areas = PAGES.find((page) => page.name === screen)?.areas
    expect((route?.handle as { areas?: unknown } | undefined)?.areas).toEqual([...FRAME_AREAS, ...areas!])
  })

  it('puts the language first, and leaves a slug that names a language where it is', () => {
    expect(localizePath(paths.home(), 'en')).toBe('/en')
    expect(localizePath(paths.article('x'), 'en')).toBe('/en/actualite/x')
    expect(localizePath(paths.article('en'), 'fr')).toBe('/fr/actualite/en')
    expect(localizePath(paths.feed(), 'en')).toBe('/en/rss.xml')
  })
})

describe('language prefixes, one rule', () => {
  const root = path.resolve(__dirname, '../..')
  const sources = ['src', 'scripts'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file)),
  )

  it('are added by localizePath alone: no module writes `/${lang}` itself', () => {
    const byHand = /\/\$\{\s*[\w.]*[lL]ang\s*\}|'\/'\s*\+\s*[\w.]*[lL]ang\b/
    expect(sources.length).toBeGreaterThan(100)
    const offenders = sources.filter(
      (file) =>
        file !== path.join('src', 'shared', 'i18n', 'paths.ts') &&
        byHand.test(readFileSync(path.join(root, file), 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
