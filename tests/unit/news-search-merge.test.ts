import { describe, expect, it } from 'vitest'
import {
  type FreshArticle,
  freshArticles,
  mergedOrder,
  needsHeldKeys,
  pageOfSlots,
} from '../../src/pages/NewsList/merge'

// docs/behaviour.md#search-from-the-top-bar: a back-end that searches titles only; the build's articles are
// searched in the site's index, the newer ones through the API, and the two lists merged.

const DAY = 86_400_000
const BUILD_NEWEST = Date.UTC(2026, 10, 20)

function article(slug: string, published: number | null, titleKey = slug): FreshArticle<string> {
  return { slug, published, titleKey, card: `card of ${slug}` }
}

describe('freshArticles', () => {
  it('keeps the API’s articles published after the newest the build holds', () => {
    const api = [
      article('tomorrow', BUILD_NEWEST + DAY),
      article('same-day', BUILD_NEWEST),
      article('older', BUILD_NEWEST - DAY),
      article('undated', null),
    ]
    expect(freshArticles(api, BUILD_NEWEST).map((a) => a.slug)).toEqual(['tomorrow'])
  })

  it('keeps them all when the build holds no article', () => {
    const api = [article('a', BUILD_NEWEST), article('b', null)]
    expect(freshArticles(api, null).map((a) => a.slug)).toEqual(['a', 'b'])
  })

  it('drops an article the index found, whatever its date', () => {
    const api = [article('new', BUILD_NEWEST + DAY), article('also-held', BUILD_NEWEST + 2 * DAY)]
    expect(freshArticles(api, BUILD_NEWEST, new Set(['also-held'])).map((a) => a.slug)).toEqual(['new'])
  })
})

describe('mergedOrder', () => {
  const fresh = [article('n2', BUILD_NEWEST + 2 * DAY, 'm'), article('n1', BUILD_NEWEST + DAY, 'b')]

  it('newest first: the API’s newer articles, then the index’s hits in their order', () => {
    expect(mergedOrder(3, fresh, '-published_at')).toEqual([
      { fresh: fresh[0] },
      { fresh: fresh[1] },
      { held: 0 },
      { held: 1 },
      { held: 2 },
    ])
  })

  it('oldest first: the index’s hits, then the API’s (given oldest first)', () => {
    const oldestFirst = [...fresh].reverse()
    expect(mergedOrder(2, oldestFirst, 'published_at')).toEqual([
      { held: 0 },
      { held: 1 },
      { fresh: oldestFirst[0] },
      { fresh: oldestFirst[1] },
    ])
  })

  it('by title: the API’s articles between the hits, by title key; an equal key after the held one', () => {
    const byTitle = [article('x', 1, 'b'), article('y', 1, 'm'), article('z', 1, 'z')]
    expect(mergedOrder(['a', 'b', 'k', 'n'], byTitle, 'title_fr')).toEqual([
      { held: 0 },
      { held: 1 },
      { fresh: byTitle[0] },
      { held: 2 },
      { fresh: byTitle[1] },
      { held: 3 },
      { fresh: byTitle[2] },
    ])
  })

  it('needs the hits’ title keys only for a title sort with articles to place', () => {
    expect(needsHeldKeys('title_fr', fresh)).toBe(true)
    expect(needsHeldKeys('title_fr', [])).toBe(false)
    expect(needsHeldKeys('-published_at', fresh)).toBe(false)
    expect(mergedOrder(2, [], 'title_fr')).toEqual([{ held: 0 }, { held: 1 }])
    expect(() => mergedOrder(2, fresh, 'title_fr')).toThrow()
  })
})

describe('pageOfSlots', () => {
  const slots = mergedOrder(20, [article('new', BUILD_NEWEST + DAY)], '-published_at')

  it('counts every merged article, and cuts pages of the list’s size', () => {
    const first = pageOfSlots(slots, 1, 9)
    expect(first).toMatchObject({ totalCount: 21, totalPages: 3 })
    expect(first.slots[0]).toEqual(slots[0])
    expect(first.slots[0]).toHaveProperty('fresh')
    expect(first.slots).toHaveLength(9)
    expect(pageOfSlots(slots, 3, 9).slots).toEqual([{ held: 17 }, { held: 18 }, { held: 19 }])
  })

  it('has one empty page when nothing matched', () => {
    expect(pageOfSlots([], 1, 9)).toEqual({ slots: [], totalCount: 0, totalPages: 1 })
  })
})
