// @vitest-environment jsdom
import type { IncomingMessage } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type FakeApi, type Handler, closedPort, delayed, json, startFakeApi } from '../pipeline/fake-api'
import { article, heroSlides } from '../pipeline/fixtures'
import { COMMENT_PAGE_SIZE } from '../../src/shared/api/page-sizes'

/** The browser's API client against a real HTTP server on 127.0.0.1 (fetch, timeouts, errors, parsing). */

type Client = typeof import('../../src/browser/api/client')
type Fetchers = typeof import('../../src/browser/api/fetchers')
type CommentFetchers = typeof import('../../src/browser/api/comment-fetchers')

let server: FakeApi
let client: Client
let fetchers: Fetchers
let commentFetchers: CommentFetchers
const requests: {
  path: string
  search: string
  headers: IncomingMessage['headers']
  body: string
  method: string
}[] = []

function recording(handler: Handler): Handler {
  return async (url, req, res) => {
    let body = ''
    for await (const chunk of req) body += String(chunk)
    requests.push({
      path: url.pathname,
      search: url.search,
      headers: req.headers,
      body,
      method: req.method ?? '',
    })
    await handler(url, req, res)
  }
}

beforeAll(async () => {
  server = await startFakeApi({})
  // The client reads its base URL once, when loaded: point it at this server first.
  vi.stubEnv('VITE_PUBLIC_API_URL', `${server.url}/`)
  vi.resetModules()
  client = await import('../../src/browser/api/client')
  fetchers = await import('../../src/browser/api/fetchers')
  commentFetchers = await import('../../src/browser/api/comment-fetchers')
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await server.close()
})

afterEach(() => {
  server.routes.clear()
  server.hits.clear()
  requests.length = 0
  vi.restoreAllMocks()
})

const route = (path: string, handler: Handler) => server.routes.set(path, recording(handler))

describe('apiGet and apiPost', () => {
  it('GETs JSON with an Accept header only, and the query without empty values', async () => {
    route('/api/events/', json([1, 2]))
    const body = await client.apiGet('/api/events/', {
      filter: 'featured',
      page: 2,
      search: '',
      category: undefined,
    })
    expect(body).toEqual([1, 2])
    expect(requests[0]?.search).toBe('?filter=featured&page=2')
    expect(requests[0]?.headers.accept).toBe('application/json')
    expect(requests[0]?.headers['content-type']).toBeUndefined()
  })

  it('POSTs a JSON body with its content type', async () => {
    route('/api/comments/', json({ id: 1 }, 201))
    await client.apiPost('/api/comments/', { content: 'Merci' })
    expect(requests[0]?.method).toBe('POST')
    expect(requests[0]?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ content: 'Merci' })
  })

  it('turns an error answer into an ApiError with status, error and per-field errors', async () => {
    route('/api/articles/slug/inconnu/', json({ error: 'Article non trouvé' }, 404))
    const notFound = await client.apiGet('/api/articles/slug/inconnu/').catch((error: unknown) => error)
    expect(notFound).toBeInstanceOf(client.ApiError)
    expect(notFound).toMatchObject({ status: 404, error: 'Article non trouvé' })

    route(
      '/api/comments/',
      json({ errors: { visitor_email: ['Adresse e-mail invalide.'], content: 'Trop court.' } }, 400),
    )
    const invalid = await client.apiPost('/api/comments/', {}).catch((error: unknown) => error)
    expect(invalid).toMatchObject({
      status: 400,
      errors: { visitor_email: ['Adresse e-mail invalide.'], content: ['Trop court.'] },
    })
  })

  it('tries a GET once more after a 503, never a POST after a 500', async () => {
    let calls = 0
    route('/api/partners/', (url, req, res) =>
      json(calls++ === 0 ? { error: 'busy' } : [], calls === 1 ? 503 : 200)(url, req, res),
    )
    expect(await client.apiGet('/api/partners/')).toEqual([])
    expect(server.hits.get('/api/partners/')).toBe(2)

    route('/api/comments/', json({ error: 'boom' }, 500))
    await expect(client.apiPost('/api/comments/', { content: 'x' })).rejects.toMatchObject({ status: 500 })
    expect(server.hits.get('/api/comments/')).toBe(1)
  })

  it('gives up after the timeout with status 0, without a second try', async () => {
    route('/api/team/', delayed(1_000, json([])))
    const error = await client.apiGet('/api/team/', undefined, { timeoutMs: 150 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0, timedOut: true })
    expect(server.hits.get('/api/team/')).toBe(1)
  })

  it("times out and forwards the caller's abort in a browser without AbortSignal.any too", async () => {
    const any = AbortSignal.any
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true })
    try {
      route('/api/team/', delayed(1_000, json([])))
      const late = await client.apiGet('/api/team/', undefined, { timeoutMs: 150 }).catch((e: unknown) => e)
      expect(late).toMatchObject({ status: 0, timedOut: true })

      const controller = new AbortController()
      const pending = client.apiGet('/api/team/', undefined, { signal: controller.signal })
      setTimeout(() => controller.abort(), 50)
      const aborted = await pending.catch((e: unknown) => e)
      expect(client.isAbortError(aborted)).toBe(true)
      expect(aborted).not.toBeInstanceOf(client.ApiError)

      const already = new AbortController()
      already.abort()
      const never = await client
        .apiGet('/api/team/', undefined, { signal: already.signal })
        .catch((e: unknown) => e)
      expect(client.isAbortError(never)).toBe(true)
      expect(server.hits.get('/api/team/')).toBe(2)
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true })
    }
  })

  it('answers status 0 when the server cannot be reached', async () => {
    const port = await closedPort()
    vi.stubEnv('VITE_PUBLIC_API_URL', `http://127.0.0.1:${port}`)
    vi.resetModules()
    const offline = await import('../../src/browser/api/client')
    await expect(offline.apiGet('/api/team/')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      timedOut: false,
    })
    // Back to this test file's server, with fresh modules (the lazy parsing module reads the base URL too).
    vi.stubEnv('VITE_PUBLIC_API_URL', `${server.url}/`)
    vi.resetModules()
    client = await import('../../src/browser/api/client')
    fetchers = await import('../../src/browser/api/fetchers')
    commentFetchers = await import('../../src/browser/api/comment-fetchers')
  })

  it('rejects with the abort, not an ApiError, when the caller aborts', async () => {
    route('/api/team/', delayed(1_000, json([])))
    const controller = new AbortController()
    const pending = client.apiGet('/api/team/', undefined, { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    const error = await pending.catch((e: unknown) => e)
    expect(client.isAbortError(error)).toBe(true)
    expect(error).not.toBeInstanceOf(client.ApiError)
  })
})

describe('fetchers', () => {
  it('parse, sanitize and drop bad records with a warning', async () => {
    route(
      '/api/events/',
      json([
        {
          id: 1,
          title_fr: 'Journée de l’eau',
          description_fr: '<p>Texte<script>alert(1)</script></p>',
          image_url: '/media/a.jpg',
        },
        { id: 2, title_fr: 'Sans date', event_date: 'hier' },
      ]),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const events = await fetchers.fetchEvents('all')
    expect(events).toHaveLength(1)
    expect(events[0]?.description.fr).toBe('<p>Texte</p>')
    expect(events[0]?.image).toEqual({ src: `${server.url}/media/a.jpg` })
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^warning: eventsAll: dropped record id=2, field "event_date"/),
    )
  })

  it('fill missing English of known texts, as the pipeline does, and keep the English a record has', async () => {
    route(
      '/api/events/',
      json([
        {
          id: 1,
          title_fr: 'High 5 : transformer le Bénin',
          description_fr: 'Programme',
          location_fr: '38 forages',
        },
        {
          id: 2,
          title_fr: 'Santé communautaire',
          title_en: 'Health first',
          location_fr: 'En cours',
          location_en: '',
        },
      ]),
    )
    const [first, second] = await fetchers.fetchEvents('all')
    // French typography too, as the pipeline sets it.
    expect(first?.title).toEqual({
      fr: 'High 5\u00a0: transformer le Bénin',
      en: 'High 5: transforming Benin',
    })
    expect(first?.location.en).toBe('38 boreholes')
    expect(first?.description.en ?? '').toBe('')
    expect(second?.title.en).toBe('Health first')
    expect(second?.location.en).toBe('Ongoing')
  })

  it('fetch one slide, or reject with the back-end message', async () => {
    const [slide] = heroSlides(1) as { slug: string }[]
    route(`/api/hero-slides/slug/${slide!.slug}/`, json(slide))
    expect((await fetchers.fetchHeroSlide(slide!.slug)).slug).toBe(slide!.slug)
    route('/api/hero-slides/slug/absent/', json({ error: 'Slide non trouvé' }, 404))
    await expect(fetchers.fetchHeroSlide('absent')).rejects.toMatchObject({
      status: 404,
      error: 'Slide non trouvé',
    })
  })

  it('ask for the events of a filter', async () => {
    route('/api/events/', json([{ id: 1, title_fr: 'Journée de l’eau', is_featured: true }]))
    const events = await fetchers.fetchEvents('featured')
    expect(events[0]).toMatchObject({ id: 1, isFeatured: true })
    expect(requests[0]?.search).toBe('?filter=featured')
  })

  it('page through articles with search, category and sort', async () => {
    route(
      '/api/articles/',
      json({ results: [article(3)], pagination: { page: 2, page_size: 9, total_pages: 4, total_count: 28 } }),
    )
    const page = await fetchers.fetchArticles({ page: 2, search: ' eau ', category: 1, sort: 'title_fr' })
    expect(page).toMatchObject({ totalPages: 4, totalCount: 28 })
    expect(page.results.map((a) => a.slug)).toEqual(['article-3'])
    expect(requests[0]?.search).toBe('?page=2&page_size=9&search=eau&category=1&sort=title_fr')
  })

  it('read comments and post one, with its moderation status', async () => {
    route(
      '/api/articles/7/comments/',
      json([
        {
          id: 2,
          visitor_name: 'Koffi',
          content: '<b>Bravo</b>',
          created_at: '2025-05-01T10:00:00Z',
          article: 7,
        },
      ]),
    )
    const { comments } = await commentFetchers.fetchCommentPage(7, 1)
    expect(comments).toEqual([
      {
        id: 2,
        visitorName: 'Koffi',
        content: '<b>Bravo</b>',
        createdAt: '2025-05-01T10:00:00Z',
        article: 7,
        status: 'published',
      },
    ])

    route(
      '/api/comments/',
      json(
        {
          id: 3,
          visitor_name: 'Awa',
          content: 'Merci',
          created_at: '2025-05-02T10:00:00Z',
          article: 7,
          status: 'pending',
        },
        201,
      ),
    )
    const created = await commentFetchers.postComment({
      visitorName: ' Awa ',
      visitorEmail: 'awa@example.org',
      content: 'Merci',
      article: 7,
    })
    expect(created.status).toBe('pending')
    expect(JSON.parse(requests.at(-1)?.body ?? '')).toEqual({
      visitor_name: 'Awa',
      visitor_email: 'awa@example.org',
      content: 'Merci',
      article: 7,
    })
  })

  it('count a post answered without body as published', async () => {
    route('/api/comments/', (_url, _req, res) => {
      res.writeHead(201)
      res.end()
    })
    const created = await commentFetchers.postComment({
      visitorName: 'Awa',
      visitorEmail: 'awa@example.org',
      content: 'Merci',
      article: 7,
    })
    expect(created).toMatchObject({ id: null, status: 'published', visitorName: 'Awa' })
  })

  it('read comments a page at a time, or the whole list from a back-end that does not page', async () => {
    const one = (id: number) => ({
      id,
      visitor_name: 'Koffi',
      content: 'Bravo',
      created_at: '2025-05-01T10:00:00Z',
      article: 7,
    })
    route(
      '/api/articles/7/comments/',
      json({
        count: 12,
        next: 'http://api.example/api/articles/7/comments/?page=2',
        results: [one(2), one(1)],
      }),
    )
    const page = await commentFetchers.fetchCommentPage(7, 1)
    expect(requests.at(-1)?.search).toBe(`?page=1&page_size=${COMMENT_PAGE_SIZE}`)
    expect(page.total).toBe(12)
    expect(page.hasMore).toBe(true)
    expect(page.comments.map((c) => c.id)).toEqual([2, 1])

    route('/api/articles/7/comments/', json([one(3), one(2), one(1)]))
    expect(await commentFetchers.fetchCommentPage(7, 1)).toMatchObject({ total: 3, hasMore: false })
  })

  it('post with the form token, and without one when the back-end has no token endpoint', async () => {
    route('/api/comments/token/', json({ token: 'abc.def.ghi', wait_seconds: 3 }))
    expect(await commentFetchers.fetchFormToken()).toEqual({ token: 'abc.def.ghi', waitSeconds: 3 })
    route('/api/comments/', json({ id: 4, visitor_name: 'Awa', content: 'Merci', article: 7 }, 201))
    const input = { visitorName: 'Awa', visitorEmail: 'awa@example.org', content: 'Merci', article: 7 }
    await commentFetchers.postComment(input, undefined, 'abc.def.ghi')
    expect(JSON.parse(requests.at(-1)?.body ?? '')).toMatchObject({ form_token: 'abc.def.ghi' })

    route('/api/comments/token/', json({ error: 'Ressource non trouvée' }, 404))
    expect(await commentFetchers.fetchFormToken()).toBeNull()
    await commentFetchers.postComment(input)
    expect(JSON.parse(requests.at(-1)?.body ?? '')).not.toHaveProperty('form_token')
  })

  it('refuse an incomplete comment before sending anything', async () => {
    route('/api/comments/', json({}, 201))
    const error = await commentFetchers
      .postComment({ visitorName: '', visitorEmail: 'awa@example.org', content: ' ', article: 7 })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 400,
      errors: { visitor_name: [expect.any(String)], content: [expect.any(String)] },
    })
    expect(server.hits.get('/api/comments/')).toBeUndefined()
  })
})
