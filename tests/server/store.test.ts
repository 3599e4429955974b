import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, startTestServer, type ArticleJson, type ArticleList, type TestServer } from './helpers'

let server: TestServer
let base: string

beforeAll(async () => {
  server = await startTestServer()
  base = server.url
})
afterAll(async () => {
  await server.stop()
})

const total = async (query = ''): Promise<number> =>
  (await getJson<ArticleList>(base, `/api/articles/?page_size=1${query}`)).body.pagination.total_count

describe('store.insertArticle', () => {
  it('inserts an article that the API lists at once, with its defaults', async () => {
    const before = await total()
    const started = performance.now()
    const { id } = server.api.store.insertArticle({
      slug: 'forage-test-ganvie',
      title_fr: 'Un forage flottant à Ganvié',
      description_fr: '<p>Les pêcheurs de <strong>Ganvié</strong> testent un nouveau système.</p>',
    })
    const elapsed = performance.now() - started
    console.log(`insertArticle: ${elapsed.toFixed(2)} ms`)
    expect(elapsed).toBeLessThan(100)
    expect(await total()).toBe(before + 1)
    const { body } = await getJson<ArticleJson>(base, '/api/articles/slug/forage-test-ganvie/')
    expect(body).toMatchObject({
      id,
      title_en: '',
      description_en: '',
      author_name: null,
      category: null,
      category_info: null,
      cover_image_url: null,
    })
    expect(Math.abs(Date.parse(body.published_at) - Date.now())).toBeLessThan(60_000)
    const found = (await getJson<ArticleList>(base, '/api/articles/?search=GANVIE')).body.results
    expect(found.map((a) => a.id)).toEqual([id])
  })

  it('keeps every given field', async () => {
    const categories = (await getJson<{ id: number; libelle_fr: string }[]>(base, '/api/categories/')).body
    const { id } = server.api.store.insertArticle({
      slug: 'bilan-sante-savalou',
      title_fr: 'Bilan santé à Savalou',
      title_en: 'Health review in Savalou',
      description_fr: '<p>Texte français.</p>',
      description_en: '<p>English text.</p>',
      category_id: categories[1]!.id,
      published_at: '2025-02-03T08:15:00+01:00',
      author_name: 'Nadège Tossou',
    })
    const { body } = await getJson<ArticleJson>(base, '/api/articles/slug/bilan-sante-savalou/')
    expect(body).toMatchObject({
      id,
      title_en: 'Health review in Savalou',
      description_en: '<p>English text.</p>',
      author_name: 'Nadège Tossou',
      category: categories[1]!.id,
      published_at: '2025-02-03T08:15:00+01:00',
    })
    expect(body.category_info?.libelle_fr).toBe(categories[1]!.libelle_fr)
  })

  it('refuses a duplicate or malformed slug and a bad date', () => {
    const base = { title_fr: 'Titre', description_fr: '<p>Texte</p>' }
    expect(() => server.api.store.insertArticle({ ...base, slug: 'forage-test-ganvie' })).toThrow()
    expect(() => server.api.store.insertArticle({ ...base, slug: 'Pas un slug' })).toThrow()
    expect(() =>
      server.api.store.insertArticle({ ...base, slug: 'date-invalide', published_at: 'hier' }),
    ).toThrow()
    expect(() =>
      server.api.store.insertArticle({ ...base, slug: 'categorie-absente', category_id: 4242 }),
    ).toThrow()
  })
})

describe('store.addSyntheticArticles', () => {
  it('adds 2000 varied articles quickly, in one transaction', async () => {
    const before = await total()
    const started = performance.now()
    server.api.store.addSyntheticArticles(2000)
    const elapsed = performance.now() - started
    console.log(`addSyntheticArticles(2000): ${elapsed.toFixed(0)} ms`)
    expect(elapsed).toBeLessThan(5_000)
    expect(await total()).toBe(before + 2000)

    const page = (await getJson<ArticleList>(base, '/api/articles/?page_size=100&page=3')).body.results
    expect(new Set(page.map((a) => a.title_fr)).size).toBeGreaterThan(30)
    expect(new Set(page.map((a) => a.category)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(page.map((a) => a.published_at.slice(0, 10))).size).toBeGreaterThan(20)
    const oldest = (await getJson<ArticleList>(base, '/api/articles/?page_size=1&sort=published_at')).body
      .results[0]!
    expect(Date.parse(oldest.published_at)).toBeLessThan(Date.now() - 600 * 86_400_000)
    expect(page.some((a) => a.title_en === '')).toBe(true)
    for (const a of page) {
      expect(a.description_fr).toMatch(/<p>.+<\/p>/)
      expect(Date.parse(a.published_at)).toBeLessThanOrEqual(Date.now())
    }
  })

  it('keeps listing, search and stats fast on a large table', async () => {
    for (const query of [
      '?page=100',
      '?search=forage',
      '?search=sante&sort=title_fr',
      '?category=2&sort=published_at',
    ]) {
      const started = performance.now()
      const res = await fetch(`${base}/api/articles/${query}`)
      await res.arrayBuffer()
      expect(res.status).toBe(200)
      expect(performance.now() - started, query).toBeLessThan(500)
    }
    const stats = (await getJson<{ total_articles: number }>(base, '/api/articles/stats/')).body
    expect(stats.total_articles).toBe(await total())
  })

  it('never reuses a slug across batches', async () => {
    const before = await total()
    server.api.store.addSyntheticArticles(25)
    server.api.store.addSyntheticArticles(25)
    expect(await total()).toBe(before + 50)
  })

  it('accepts zero and refuses a negative or fractional count', async () => {
    const before = await total()
    server.api.store.addSyntheticArticles(0)
    expect(await total()).toBe(before)
    expect(() => server.api.store.addSyntheticArticles(-1)).toThrow()
    expect(() => server.api.store.addSyntheticArticles(2.5)).toThrow()
  })
})

describe('store.insertHeroSlide', () => {
  it('adds a slide after the others, served at once by slug and in the list', async () => {
    const before = (await getJson<{ slug: string }[]>(base, '/api/hero-slides/')).body
    const { id } = server.api.store.insertHeroSlide({
      slug: 'nouveau-puits-kandi',
      title_fr: 'Un nouveau puits à Kandi',
      description_fr: '<p>Inauguré ce matin.</p>',
    })
    const after = (await getJson<{ slug: string }[]>(base, '/api/hero-slides/')).body
    expect(after.map((slide) => slide.slug)).toEqual([
      ...before.map((slide) => slide.slug),
      'nouveau-puits-kandi',
    ])
    const { status, body } = await getJson<Record<string, unknown>>(
      base,
      '/api/hero-slides/slug/nouveau-puits-kandi/',
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ id, title_fr: 'Un nouveau puits à Kandi', title_en: '', description_en: '' })
  })

  it('refuses an invalid or taken slug', () => {
    const base = { title_fr: 'Titre', description_fr: '<p>Texte</p>' }
    expect(() => server.api.store.insertHeroSlide({ ...base, slug: 'Pas un slug' })).toThrow()
    expect(() => server.api.store.insertHeroSlide({ ...base, slug: 'nouveau-puits-kandi' })).toThrow()
  })
})
