import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeForSearch, stripHtml } from '../../server/db/search-text'
import {
  getJson,
  startTestServer,
  wordCount,
  type ArticleJson,
  type ArticleList,
  type TestServer,
} from './helpers'

let server: TestServer
let base: string
let all: ArticleJson[]

const list = async (query: string): Promise<ArticleList> =>
  (await getJson<ArticleList>(base, `/api/articles/${query}`)).body
const ids = (l: ArticleList): number[] => l.results.map((a) => a.id)
const searchable = (a: ArticleJson): string =>
  normalizeForSearch(
    [a.title_fr, a.title_en, stripHtml(a.description_fr), stripHtml(a.description_en)].join(' | '),
  )

beforeAll(async () => {
  server = await startTestServer()
  base = server.url
  all = (await list('?page_size=100')).results
})
afterAll(async () => {
  await server.stop()
})

describe('seeded articles', () => {
  it('has at least 30 articles over the past 18 months, newest first by default', () => {
    expect(all.length).toBeGreaterThanOrEqual(30)
    const dates = all.map((a) => Date.parse(a.published_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const eighteenMonths = 548 * 86_400_000
    expect(Math.min(...dates)).toBeGreaterThan(Date.now() - eighteenMonths)
    expect(Math.min(...dates)).toBeLessThan(Date.now() - 365 * 86_400_000)
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now())
  })

  it('spreads articles across at least five categories', () => {
    const categories = new Set(all.map((a) => a.category).filter((c) => c !== null))
    expect(categories.size).toBeGreaterThanOrEqual(5)
  })

  it('writes HTML bodies of 120 to 250 words per language, with headings, lists, emphasis and some links', () => {
    for (const a of all) {
      for (const body of [a.description_fr, a.description_en]) {
        if (body === '') continue
        expect(wordCount(body), a.slug).toBeGreaterThanOrEqual(120)
        expect(wordCount(body), a.slug).toBeLessThanOrEqual(250)
        expect(body).toMatch(/<p>/)
        expect(body).toMatch(/<h2>/)
        expect(body).toMatch(/<(ul|ol)>/)
        expect(body).toMatch(/<strong>/)
      }
    }
    expect(all.filter((a) => /<a href=/.test(a.description_fr)).length).toBeGreaterThanOrEqual(3)
    expect(all.some((a) => /<ol>/.test(a.description_fr))).toBe(true)
  })

  it('is in English but for one article left untranslated on purpose, and leaves some authors unset', () => {
    // docs/behaviour.md#languages: the English pages show that article's French, marked as French.
    const untranslated = all.filter((a) => a.title_en === '')
    expect(untranslated.map((a) => a.slug)).toEqual(['tontines-epargne-djougou'])
    expect(untranslated[0]?.description_en).toBe('')
    for (const a of all.filter((article) => !untranslated.includes(article))) {
      expect(a.title_en, a.slug).toMatch(/\S/)
      expect(a.description_en, a.slug).toMatch(/<p>.+<\/p>/)
      expect(a.title_en).not.toBe(a.title_fr)
    }
    expect(all.filter((a) => a.author_name === null).length).toBeGreaterThanOrEqual(2)
    expect(all.some((a) => a.cover_image_url === null)).toBe(true)
    expect(all.some((a) => a.category === null)).toBe(true)
  })

  it('has accented words in some titles', () => {
    expect(all.filter((a) => /(Eau|santé|Santé|Bénin)/.test(a.title_fr)).length).toBeGreaterThanOrEqual(2)
  })
})

describe('search', () => {
  it('is case- and accent-insensitive: eau, Eau and EAU give the same non-empty results', async () => {
    const lower = await list('?search=eau&page_size=100')
    expect(lower.pagination.total_count).toBeGreaterThan(0)
    expect(ids(await list('?search=Eau&page_size=100'))).toEqual(ids(lower))
    expect(ids(await list('?search=EAU&page_size=100'))).toEqual(ids(lower))
    expect(lower.results.some((a) => a.slug === 'eau-potable-douze-forages-djougou')).toBe(true)
    for (const a of lower.results) expect(searchable(a)).toContain('eau')
  })

  it('finds santé with or without its accent', async () => {
    const accented = await list(`?search=${encodeURIComponent('santé')}&page_size=100`)
    const plain = await list('?search=sante&page_size=100')
    expect(accented.pagination.total_count).toBeGreaterThan(0)
    expect(ids(plain)).toEqual(ids(accented))
    expect(ids(await list(`?search=${encodeURIComponent('SANTÉ')}&page_size=100`))).toEqual(ids(accented))
    expect(accented.results.some((a) => a.slug === 'sante-maternelle-relais-bohicon')).toBe(true)
  })

  it('folds accents inside words: Bénin, benin, BENIN; épargne, epargne, ÉPARGNE', async () => {
    for (const [accented, plain, upper] of [
      ['Bénin', 'benin', 'BENIN'],
      ['épargne', 'epargne', 'ÉPARGNE'],
    ] as const) {
      const reference = await list(`?search=${encodeURIComponent(accented)}&page_size=100`)
      expect(reference.pagination.total_count, accented).toBeGreaterThan(0)
      expect(ids(await list(`?search=${plain}&page_size=100`)), plain).toEqual(ids(reference))
      expect(ids(await list(`?search=${encodeURIComponent(upper)}&page_size=100`)), upper).toEqual(
        ids(reference),
      )
    }
  })

  it('matches exactly the articles whose title or body contains the term, in either language', async () => {
    for (const term of ['palétuviers', 'borehole', 'Dantokpa', 'tricycles']) {
      const expected = all.filter((a) => searchable(a).includes(normalizeForSearch(term))).map((a) => a.id)
      expect(expected.length, term).toBeGreaterThan(0)
      expect(ids(await list(`?search=${encodeURIComponent(term)}&page_size=100`)), term).toEqual(expected)
    }
  })

  it('searches the text, not the HTML markup', async () => {
    expect((await list('?search=strong')).pagination.total_count).toBe(0)
    expect((await list('?search=href')).pagination.total_count).toBe(0)
  })

  it('gives an empty page, one page in total, for a term found nowhere', async () => {
    const none = await list('?search=zzzxqv')
    expect(none.results).toEqual([])
    expect(none.pagination).toEqual({ page: 1, page_size: 9, total_pages: 1, total_count: 0 })
  })

  it('treats LIKE wildcards literally', async () => {
    for (const term of ['%', '_']) {
      const expected = all.filter((a) => searchable(a).includes(term)).map((a) => a.id)
      expect(expected.length).toBeLessThan(all.length)
      expect(ids(await list(`?search=${encodeURIComponent(term)}&page_size=100`)), term).toEqual(expected)
    }
  })
})

describe('titles-only mode (ARTICLE_SEARCH=titles, development and tests)', () => {
  // docs/behaviour.md#search-from-the-top-bar: a back-end whose `search` matches titles only.
  let titlesOnly: TestServer
  beforeAll(async () => {
    titlesOnly = await startTestServer({ articleSearch: 'titles' })
  })
  afterAll(async () => {
    await titlesOnly.stop()
  })
  const titleList = async (query: string): Promise<ArticleList> =>
    (await getJson<ArticleList>(titlesOnly.url, `/api/articles/${query}`)).body
  const titles = (a: ArticleJson) => normalizeForSearch([a.title_fr, a.title_en].join(' | '))

  it('matches the titles only, accents and case aside', async () => {
    for (const term of ['eau', 'SANTÉ', 'forages']) {
      const expected = all.filter((a) => titles(a).includes(normalizeForSearch(term))).map((a) => a.id)
      expect(expected.length, term).toBeGreaterThan(0)
      expect(ids(await titleList(`?search=${encodeURIComponent(term)}&page_size=100`)), term).toEqual(
        expected,
      )
    }
  })

  it('does not find a word that only an article’s text holds', async () => {
    const word = 'marigot'
    expect(all.some((a) => searchable(a).includes(word) && !titles(a).includes(word))).toBe(true)
    const found = await titleList(`?search=${word}&page_size=100`)
    expect(ids(found)).toEqual(all.filter((a) => titles(a).includes(word)).map((a) => a.id))
    expect(found.pagination.total_count).toBeLessThan(
      (await list(`?search=${word}&page_size=100`)).pagination.total_count,
    )
  })

  it('refuses another value', async () => {
    await expect(startTestServer({ articleSearch: 'body' as 'text' })).rejects.toThrow(/ARTICLE_SEARCH/)
  })
})

describe('category filter', () => {
  it('lists only the articles of that category', async () => {
    const counts = new Map<number, number>()
    for (const a of all) if (a.category !== null) counts.set(a.category, (counts.get(a.category) ?? 0) + 1)
    for (const [category, count] of counts) {
      const l = await list(`?category=${category}&page_size=100`)
      expect(l.pagination.total_count).toBe(count)
      expect(l.results.every((a) => a.category === category && a.category_info?.id === category)).toBe(true)
    }
  })

  it('combines with search', async () => {
    const water = all.find((a) => a.slug === 'eau-potable-douze-forages-djougou')!
    const l = await list(`?category=${water.category}&search=forages&page_size=100`)
    expect(l.results.length).toBeGreaterThan(0)
    expect(l.results.every((a) => a.category === water.category && searchable(a).includes('forages'))).toBe(
      true,
    )
  })

  it('gives nothing for an unknown category and ignores a malformed one', async () => {
    expect((await list('?category=9999')).pagination.total_count).toBe(0)
    expect((await list('?category=abc')).pagination.total_count).toBe(all.length)
  })
})

describe('sort', () => {
  const titleKey = (a: ArticleJson): string => normalizeForSearch(a.title_fr)

  it('sorts newest first by default and with -published_at', async () => {
    const byDefault = await list('?page_size=100')
    expect(ids(await list('?sort=-published_at&page_size=100'))).toEqual(ids(byDefault))
    const dates = byDefault.results.map((a) => Date.parse(a.published_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('sorts oldest first with published_at', async () => {
    const dates = (await list('?sort=published_at&page_size=100')).results.map((a) =>
      Date.parse(a.published_at),
    )
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
  })

  it('sorts by French title, ignoring accents and case, both ways', async () => {
    const asc = (await list('?sort=title_fr&page_size=100')).results.map(titleKey)
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const desc = (await list('?sort=-title_fr&page_size=100')).results.map(titleKey)
    expect(desc).toEqual([...asc].reverse())
    // 'Érosion côtière' belongs among the E, not after the Z
    const erosion = asc.findIndex((t) => t.startsWith('erosion'))
    expect(asc[erosion - 1]! <= asc[erosion]!).toBe(true)
    expect(asc[asc.length - 1]!.startsWith('erosion')).toBe(false)
  })

  it('falls back to the default for an unknown sort', async () => {
    expect(ids(await list('?sort=author_name&page_size=100'))).toEqual(ids(await list('?page_size=100')))
  })
})

describe('pagination', () => {
  it('pages by 9 by default and reports pages and count', async () => {
    const first = await list('')
    expect(first.results).toHaveLength(9)
    expect(first.pagination).toEqual({
      page: 1,
      page_size: 9,
      total_pages: Math.ceil(all.length / 9),
      total_count: all.length,
    })
  })

  it('walks through every article exactly once', async () => {
    const seen: number[] = []
    const pages = Math.ceil(all.length / 7)
    for (let page = 1; page <= pages; page++) seen.push(...ids(await list(`?page=${page}&page_size=7`)))
    expect(seen).toEqual(all.map((a) => a.id))
  })

  it('answers a page past the end with no results and correct pagination', async () => {
    const past = await list('?page=50')
    expect(past.results).toEqual([])
    expect(past.pagination).toEqual({
      page: 50,
      page_size: 9,
      total_pages: Math.ceil(all.length / 9),
      total_count: all.length,
    })
  })

  it('bounds page_size to 1..100 and falls back to defaults for bad values', async () => {
    expect((await list('?page_size=1')).results).toHaveLength(1)
    expect((await list('?page_size=500')).pagination.page_size).toBe(100)
    for (const bad of ['0', '-3', 'abc', '2.5', '']) {
      const l = await list(`?page_size=${bad}`)
      expect(l.pagination.page_size, bad).toBe(9)
    }
    for (const bad of ['0', '-1', 'deux', '1e3', '99999999999999999999']) {
      const l = await list(`?page=${bad}`)
      expect(l.pagination.page, bad).toBe(1)
      expect(l.results).toHaveLength(9)
    }
  })

  it('serves the home page query (page 1, 3 articles, newest first)', async () => {
    const home = await list('?page=1&page_size=3&sort=-published_at')
    expect(ids(home)).toEqual(all.slice(0, 3).map((a) => a.id))
  })
})

describe('article by slug', () => {
  it('returns the same record as the list', async () => {
    const target = all[4]!
    const { status, body } = await getJson<ArticleJson>(base, `/api/articles/slug/${target.slug}/`)
    expect(status).toBe(200)
    expect(body).toEqual(target)
  })

  it('answers 404 "Article non trouvé" for an unknown or malformed slug', async () => {
    for (const slug of ['inconnu', '%E0%A4%A', 'x'.repeat(300)]) {
      const { status, body } = await getJson(base, `/api/articles/slug/${slug}/`)
      expect(status, slug).toBe(404)
      expect(body).toEqual({ error: 'Article non trouvé' })
    }
  })

  it('hides articles dated in the future, from the list and by slug', async () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString()
    server.api.store.insertArticle({
      slug: 'article-programme-futur',
      title_fr: 'Article programmé',
      description_fr: '<p>Publication prévue.</p>',
      published_at: future,
    })
    expect((await getJson(base, '/api/articles/slug/article-programme-futur/')).status).toBe(404)
    expect(
      (await list('?search=programme&page_size=100')).results.some(
        (a) => a.slug === 'article-programme-futur',
      ),
    ).toBe(false)
  })
})

describe('stats', () => {
  it('counts all, recent (30 days) and per category', async () => {
    const { body } = await getJson<{
      total_articles: number
      recent_articles: number
      articles_by_category: { category_id: number; libelle_fr: string; libelle_en: string; count: number }[]
    }>(base, '/api/articles/stats/')
    const current = (await list('?page_size=100')).results
    expect(body.total_articles).toBe(current.length)
    const recent = current.filter((a) => Date.parse(a.published_at) >= Date.now() - 30 * 86_400_000).length
    expect(recent).toBeGreaterThan(0)
    expect(body.recent_articles).toBe(recent)
    const categories = (await getJson<{ id: number }[]>(base, '/api/categories/')).body
    expect(body.articles_by_category.map((c) => c.category_id)).toEqual(categories.map((c) => c.id))
    for (const c of body.articles_by_category) {
      expect(c.count).toBe(current.filter((a) => a.category === c.category_id).length)
      expect(c.libelle_fr.length).toBeGreaterThan(0)
    }
  })
})
