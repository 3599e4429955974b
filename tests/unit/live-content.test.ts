import { describe, expect, it } from 'vitest'
import { LIVE_CONTENT_SECTIONS, liveContentOf } from '../../src/pages/NotFound/live-content'

// What the 404 page may still show at an unknown address (docs/islands.md#404html).

describe('liveContentOf', () => {
  it('reads an article, a slide or a missing content page from the address', () => {
    const cases: [string, ReturnType<typeof liveContentOf>][] = [
      ['/fr/actualite/puits-de-zou', { kind: 'article', lang: 'fr', slug: 'puits-de-zou' }],
      ['/en/actualite/caf%C3%A9-sant%C3%A9', { kind: 'article', lang: 'en', slug: 'café-santé' }],
      ['/fr/slide/nouvelle-diapo', { kind: 'slide', lang: 'fr', slug: 'nouvelle-diapo' }],
      ['/en/full-description/new-slide', { kind: 'slide', lang: 'en', slug: 'new-slide' }],
      ['/fr/projet/inconnu', { kind: 'missing', lang: 'fr', keys: 'static.project' }],
      ['/en/info/unknown', { kind: 'missing', lang: 'en', keys: 'static.info' }],
      ['/fr/une-page-qui-n-existe-pas', null],
      ['/fr/actualite', null],
      ['/fr/actualite/un/deux', null],
      ['/de/actualite/x', null],
      ['/fr/actualite/%E0%A4%A', null],
      ['/fr/constructor/x', null],
      ['/fr/toString/x', null],
    ]
    for (const [pathname, expected] of cases) expect(liveContentOf(pathname), pathname).toEqual(expected)
  })

  it('the sections the 404 island hydrates under are those where it shows something else', () => {
    for (const section of LIVE_CONTENT_SECTIONS)
      expect(liveContentOf(`/fr/${section}/x`), section).not.toBeNull()
    for (const section of ['actualites', 'don', 'about', 'constructor'])
      expect(LIVE_CONTENT_SECTIONS, section).not.toContain(section)
  })
})
