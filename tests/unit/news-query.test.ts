import { describe, expect, it } from 'vitest'
import {
  DEFAULT_NEWS_QUERY,
  hasActiveFilters,
  newsListHref,
  newsQueryString,
  parseNewsQuery,
  withFilters,
} from '../../src/pages/NewsList/query'

const parse = (search: string) => parseNewsQuery(new URLSearchParams(search))

describe('news list query string', () => {
  it('reads every parameter', () => {
    expect(parse('?search=eau+potable&category=3&sort=title_fr&page=4')).toEqual({
      search: 'eau potable',
      category: 3,
      sort: 'title_fr',
      page: 4,
    })
  })

  it.each([
    ['', DEFAULT_NEWS_QUERY],
    ['?page=0', DEFAULT_NEWS_QUERY],
    ['?page=-2&category=abc', DEFAULT_NEWS_QUERY],
    ['?page=2.5&category=0', DEFAULT_NEWS_QUERY],
    ['?sort=random', DEFAULT_NEWS_QUERY],
    ['?sort=-title_fr', DEFAULT_NEWS_QUERY],
    ['?search=%20%20', DEFAULT_NEWS_QUERY],
    ['?search=&category=&sort=-published_at', DEFAULT_NEWS_QUERY],
  ])('falls back to the defaults for %j', (search, expected) => {
    expect(parse(search)).toEqual(expected)
  })

  it('writes only what differs from the defaults', () => {
    expect(newsQueryString(DEFAULT_NEWS_QUERY)).toBe('')
    expect(newsQueryString({ ...DEFAULT_NEWS_QUERY, search: ' Santé ' })).toBe('?search=Sant%C3%A9')
    expect(newsQueryString({ search: 'eau', category: 2, sort: 'published_at', page: 3 })).toBe(
      '?search=eau&category=2&sort=published_at&page=3',
    )
    expect(newsQueryString({ ...DEFAULT_NEWS_QUERY, page: 1 })).toBe('')
  })

  it('round-trips', () => {
    const query = { search: 'forage à Djougou & co', category: 12, sort: 'title_fr' as const, page: 7 }
    expect(parse(newsQueryString(query))).toEqual(query)
  })

  it('goes back to page 1 when search, category or sort changes', () => {
    const on5 = { ...DEFAULT_NEWS_QUERY, page: 5 }
    expect(withFilters(on5, { search: 'eau' })).toEqual({ ...DEFAULT_NEWS_QUERY, search: 'eau', page: 1 })
    expect(withFilters(on5, { category: 2 }).page).toBe(1)
    expect(withFilters(on5, { sort: 'published_at' }).page).toBe(1)
  })

  it('knows the plain list and active filters', () => {
    expect(hasActiveFilters(DEFAULT_NEWS_QUERY)).toBe(false)
    // Page 2 of the plain list is not the plain list: a page of its own.
    expect(newsListHref({ ...DEFAULT_NEWS_QUERY, page: 2 })).not.toBe(newsListHref(DEFAULT_NEWS_QUERY))
    expect(hasActiveFilters({ ...DEFAULT_NEWS_QUERY, page: 2 })).toBe(false)
    expect(hasActiveFilters({ ...DEFAULT_NEWS_QUERY, search: 'eau' })).toBe(true)
    expect(hasActiveFilters({ ...DEFAULT_NEWS_QUERY, category: 1 })).toBe(true)
    expect(hasActiveFilters({ ...DEFAULT_NEWS_QUERY, sort: 'title_fr' })).toBe(true)
  })

  it("puts the plain list's pages in the path (prerendered) and a search's page in the query string", () => {
    expect(newsListHref(DEFAULT_NEWS_QUERY)).toBe('/actualites')
    expect(newsListHref({ ...DEFAULT_NEWS_QUERY, page: 2 })).toBe('/actualites/page/2')
    expect(newsListHref({ ...DEFAULT_NEWS_QUERY, search: 'eau', page: 2 })).toBe(
      '/actualites?search=eau&page=2',
    )
    expect(newsListHref({ ...DEFAULT_NEWS_QUERY, sort: 'title_fr' })).toBe('/actualites?sort=title_fr')
  })

  it("reads the page of the path before the query string's, and ignores a malformed one", () => {
    expect(parseNewsQuery(new URLSearchParams(''), '3').page).toBe(3)
    expect(parseNewsQuery(new URLSearchParams('page=5'), '3').page).toBe(3)
    expect(parseNewsQuery(new URLSearchParams('page=5'), 'x').page).toBe(5)
    expect(parseNewsQuery(new URLSearchParams('search=eau'), '0')).toEqual({
      ...DEFAULT_NEWS_QUERY,
      search: 'eau',
    })
  })
})
