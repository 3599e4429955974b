import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { rootRedirectScript } from '../../scripts/build/root-page'
import { DEFAULT_LANG, LANGS, langOf, rootLang } from '../../src/i18n/languages'
import { isActivePath, langFromPath, localizePath, stripLang, switchLangPath } from '../../src/i18n/paths'

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
