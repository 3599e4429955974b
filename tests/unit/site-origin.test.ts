import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_URL, siteOrigin, siteUrlFromEnv } from '../../src/shared/lib/site-origin'

describe('siteOrigin (SITE_URL, read in one place by the pages, feeds, sitemap and admin page)', () => {
  it.each<[string | undefined, string]>([
    ['https://www.ahb.example.org', 'https://www.ahb.example.org'],
    ['https://www.ahb.example.org/', 'https://www.ahb.example.org'],
    ['https://www.ahb.example.org///', 'https://www.ahb.example.org'],
    ['  https://www.ahb.example.org/  ', 'https://www.ahb.example.org'],
    ['https://example.org/ahb/', 'https://example.org/ahb'],
    ['', 'http://localhost:4173'],
    ['   ', 'http://localhost:4173'],
    [undefined, 'http://localhost:4173'],
  ])('%j gives %s', (value, expected) => {
    expect(siteOrigin(value)).toBe(expected)
  })

  it('defaults to the local server of npm start', () => {
    expect(DEFAULT_SITE_URL).toBe('http://localhost:4173')
  })

  it('reads SITE_URL of the environment, not VITE_SITE_URL', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://www.ahb.example.org/' })).toBe('https://www.ahb.example.org')
    expect(siteUrlFromEnv({ VITE_SITE_URL: 'https://other.example.org' })).toBe('http://localhost:4173')
    expect(siteUrlFromEnv({})).toBe('http://localhost:4173')
  })
})
