import { describe, expect, it } from 'vitest'
import {
  isActivePath,
  langFromPath,
  localizePath,
  resolveLang,
  stripLang,
  switchLangPath,
} from '../../src/i18n/paths'

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
    ['/en/about', null, 'en'],
    ['/about', 'en', 'en'],
    ['/about', 'de', 'fr'],
    ['/', null, 'fr'],
    ['/fr', 'en', 'fr'],
  ] as const)('resolveLang(%s, stored %s) = %s', (path, stored, expected) => {
    expect(resolveLang(path, stored)).toBe(expected)
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
