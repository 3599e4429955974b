import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ISO_WITH_OFFSET,
  getJson,
  postJson,
  rawRequest,
  startTestServer,
  type ArticleJson,
  type TestServer,
} from './helpers'

type CommentJson = { id: number; visitor_name: string; content: string; created_at: string; article: number }
type Created = CommentJson & { status: 'published' | 'pending' }
type Errors = { errors: Record<string, string[]> }

let server: TestServer
let base: string
let article: ArticleJson

let serial = 0
// Each post says something new: the same text on the same article within ten minutes is a double post (409).
const valid = (overrides: Record<string, unknown> = {}) => ({
  visitor_name: 'Afi Dossa',
  visitor_email: 'afi.dossa@example.org',
  content: `Merci pour ce travail remarquable auprès des familles (${++serial}).`,
  article: article.id,
  ...overrides,
})

const commentsOf = async (id: number) =>
  (await getJson<CommentJson[]>(base, `/api/articles/${id}/comments/`)).body

beforeAll(async () => {
  // A generous limit: this suite posts many times from one address; the limit has its own suite.
  server = await startTestServer({
    rateLimitPerMinute: 1000,
    networkRateLimitPerMinute: 1000,
    moderation: false,
  })
  base = server.url
  article = (await getJson<{ results: ArticleJson[] }>(base, '/api/articles/?page_size=1')).body.results[0]!
})
afterAll(async () => {
  await server.stop()
})

describe('comment list', () => {
  it('lists the published comments of an article, newest first, without e-mail', async () => {
    const { status, body, headers } = await getJson<CommentJson[]>(
      base,
      `/api/articles/${article.id}/comments/`,
    )
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(body.length).toBeGreaterThanOrEqual(2)
    for (const c of body) {
      expect(Object.keys(c).sort()).toEqual(['article', 'content', 'created_at', 'id', 'visitor_name'])
      expect(c.article).toBe(article.id)
      expect(c.created_at).toMatch(ISO_WITH_OFFSET)
    }
    const times = body.map((c) => Date.parse(c.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('never lists the seeded comment that awaits moderation', async () => {
    const { body } = await getJson<{ results: ArticleJson[] }>(
      base,
      '/api/articles/?search=soja&page_size=100',
    )
    const soy = body.results.find((a) => a.slug === 'transformatrices-soja-bohicon')!
    const comments = await commentsOf(soy.id)
    expect(comments.length).toBe(1)
    expect(comments.some((c) => c.content.includes('cliquez ici'))).toBe(false)
  })

  it('tags a page with its bytes and answers 304 to If-None-Match until the page changes', async () => {
    const page = `${base}/api/articles/${article.id}/comments/?page=1&page_size=10`
    const first = await fetch(page)
    const tag = first.headers.get('etag')
    expect(tag).toMatch(/^"[\w-]{32}"$/)
    const again = await fetch(page, { headers: { 'If-None-Match': `W/"other", ${tag}` } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(tag)
    expect((await postJson(base, '/api/comments/', valid())).status).toBe(201)
    const changed = await fetch(page, { headers: { 'If-None-Match': tag! } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(tag)
    expect(((await changed.json()) as { count: number }).count).toBe(
      ((await first.json()) as { count: number }).count + 1,
    )
  })

  it('answers 404 for an unknown or malformed article id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const { status, body } = await getJson<{ error: string }>(base, `/api/articles/${id}/comments/`)
      expect(status, id).toBe(404)
      expect(typeof body.error).toBe('string')
    }
  })
})

describe('posting a comment', () => {
  it('stores a valid comment, trims its fields and lists it first', async () => {
    const { status, body, text } = await postJson<Created>(base, '/api/comments/', {
      visitor_name: '  Afi Dossa  ',
      visitor_email: '  afi.dossa@example.org ',
      content: '\n  Très belle initiative pour le quartier !  \n',
      article: article.id,
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      visitor_name: 'Afi Dossa',
      content: 'Très belle initiative pour le quartier !',
      article: article.id,
      status: 'published',
    })
    expect(body.created_at).toMatch(ISO_WITH_OFFSET)
    expect(typeof body.id).toBe('number')
    expect(text).not.toContain('example.org')
    expect(body).not.toHaveProperty('visitor_email')
    const listed = await commentsOf(article.id)
    expect(listed[0]).toEqual({
      id: body.id,
      visitor_name: 'Afi Dossa',
      content: 'Très belle initiative pour le quartier !',
      created_at: body.created_at,
      article: article.id,
    })
  })

  it('accepts the article id as a numeric string and ignores unknown fields', async () => {
    const { status, body } = await postJson<Created & Record<string, unknown>>(
      base,
      '/api/comments/',
      valid({ article: String(article.id), rating: 5, is_admin: true, status: 'pending', id: 1 }),
    )
    expect(status).toBe(201)
    expect(body.article).toBe(article.id)
    expect(body.status).toBe('published')
    expect(body).not.toHaveProperty('rating')
    expect(body).not.toHaveProperty('is_admin')
    expect(body.id).not.toBe(1)
  })

  it('accepts a JSON content type with a charset parameter', async () => {
    const { status } = await postJson(base, '/api/comments/', valid(), {
      'Content-Type': 'application/json; charset=utf-8',
    })
    expect(status).toBe(201)
  })

  it('never returns an e-mail address, on any endpoint', async () => {
    const email = 'trace.unique.4821@example.net'
    await postJson(base, '/api/comments/', valid({ visitor_email: email }))
    const paths = [
      `/api/articles/${article.id}/comments/`,
      '/api/articles/?page_size=100',
      `/api/articles/slug/${article.slug}/`,
    ]
    for (const path of paths) {
      const text = await (await fetch(base + path)).text()
      expect(text, path).not.toContain(email)
      expect(text, path).not.toContain('visitor_email')
    }
  })
})

describe('comment validation', () => {
  const expectErrors = async (payload: unknown, fields: string[]) => {
    const { status, body } = await postJson<Errors>(base, '/api/comments/', payload)
    expect(status).toBe(400)
    expect(Object.keys(body.errors).sort()).toEqual([...fields].sort())
    for (const field of fields) {
      expect(Array.isArray(body.errors[field])).toBe(true)
      expect(body.errors[field]![0]!.length).toBeGreaterThan(5)
    }
    return body.errors
  }

  it('names every missing field, with French messages', async () => {
    const errors = await expectErrors({}, ['visitor_name', 'visitor_email', 'content', 'article'])
    expect(errors.visitor_name![0]).toBe('Ce champ est obligatoire.')
  })

  it('treats fields of only spaces as missing', async () => {
    await expectErrors(valid({ visitor_name: '   ', content: ' \n\t ' }), ['visitor_name', 'content'])
  })

  it('requires a name of 2 to 100 characters, after trimming', async () => {
    await expectErrors(valid({ visitor_name: ' A ' }), ['visitor_name'])
    await expectErrors(valid({ visitor_name: 'x'.repeat(101) }), ['visitor_name'])
    expect((await postJson(base, '/api/comments/', valid({ visitor_name: 'Al' }))).status).toBe(201)
    expect(
      (await postJson(base, '/api/comments/', valid({ visitor_name: ` ${'x'.repeat(100)} ` }))).status,
    ).toBe(201)
  })

  it('requires content of 3 to 2000 characters, after trimming', async () => {
    await expectErrors(valid({ content: '  ok  ' }), ['content'])
    await expectErrors(valid({ content: 'y'.repeat(2001) }), ['content'])
    expect((await postJson(base, '/api/comments/', valid({ content: 'Top' }))).status).toBe(201)
    expect((await postJson(base, '/api/comments/', valid({ content: 'y'.repeat(2000) }))).status).toBe(201)
  })

  it('counts characters, not UTF-16 units', async () => {
    expect((await postJson(base, '/api/comments/', valid({ content: '👍🏿👍' }))).status).toBe(201)
  })

  it('requires a valid e-mail of at most 254 characters', async () => {
    for (const email of [
      'afi',
      'afi@',
      '@example.org',
      'afi@example',
      'afi @example.org',
      'afi@exa mple.org',
      'a..b@example.org',
      'afi@-example.org',
    ]) {
      await expectErrors(valid({ visitor_email: email }), ['visitor_email'])
    }
    const local = 'a'.repeat(60)
    const long = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`
    expect(long.length).toBeGreaterThan(254)
    await expectErrors(valid({ visitor_email: long }), ['visitor_email'])
    for (const email of ['prenom.nom+ahb@example.org', 'contact@sous.domaine.bj', 'X_Y@EXAMPLE.COM']) {
      expect((await postJson(base, '/api/comments/', valid({ visitor_email: email }))).status, email).toBe(
        201,
      )
    }
  })

  it('rejects fields of the wrong type', async () => {
    await expectErrors(valid({ visitor_name: 42, content: ['a', 'b', 'c'], visitor_email: { at: 'x' } }), [
      'visitor_name',
      'visitor_email',
      'content',
    ])
    await expectErrors(valid({ article: 'douze' }), ['article'])
    await expectErrors(valid({ article: 1.5 }), ['article'])
    await expectErrors(valid({ article: -4 }), ['article'])
    await expectErrors(valid({ article: null }), ['article'])
  })

  it('answers 404 for an article that does not exist', async () => {
    const { status, body } = await postJson<{ error: string }>(
      base,
      '/api/comments/',
      valid({ article: 987654 }),
    )
    expect(status).toBe(404)
    expect(body.error).toBe('Article non trouvé')
  })

  it('answers 400 for invalid JSON or a body that is not an object', async () => {
    for (const payload of ['{"visitor_name": ', 'null', '[1,2]', '"texte"', '', '42']) {
      const { status, body } = await postJson<{ error: string }>(base, '/api/comments/', payload)
      expect(status, payload).toBe(400)
      expect(typeof body.error).toBe('string')
    }
  })

  it('answers 400 for a content type other than JSON', async () => {
    const body = JSON.stringify(valid())
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await fetch(`${base}/api/comments/`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      })
      expect(res.status, type).toBe(400)
      expect(((await res.json()) as { error: string }).error).toBeTruthy()
    }
  })

  it('answers 413 for a body over 64 KiB, declared or streamed', async () => {
    const big = JSON.stringify(valid({ padding: 'z'.repeat(70 * 1024) }))
    const declared = await postJson<{ error: string }>(base, '/api/comments/', big)
    expect(declared.status).toBe(413)
    expect(typeof declared.body.error).toBe('string')

    const chunk = 'z'.repeat(16 * 1024)
    const streamed = await rawRequest(base, {
      method: 'POST',
      path: '/api/comments/',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      chunks: ['{"padding":"', chunk, chunk, chunk, chunk, chunk, '"}'],
    })
    expect(streamed.status).toBe(413)

    const justUnder = valid({ padding: 'z'.repeat(60 * 1024) })
    expect((await postJson(base, '/api/comments/', justUnder)).status).toBe(201)
  })

  it('never answers 5xx, whatever arrives', async () => {
    const garbage: { path: string; body?: string; type?: string; method?: string }[] = [
      { path: '/api/comments/', body: '\u0000\u0001\u0002', type: 'application/json' },
      { path: '/api/comments/', body: '{"article": 1e400}', type: 'application/json' },
      { path: '/api/comments/', body: '{"article": 99999999999999999999999}', type: 'application/json' },
      {
        path: '/api/comments/',
        body: '{"__proto__": {"x": 1}, "constructor": {}}',
        type: 'application/json',
      },
      { path: '/api/comments/', body: '{"visitor_name": "\ud800"}', type: 'application/json' },
      { path: '/api/comments/', body: '{"a":'.repeat(5000), type: 'application/json' },
      { path: '/api/comments/', body: 'x', type: '' },
      { path: '/api/articles/%ZZ/comments/' },
      { path: '/api/articles/?page=%ZZ&search=%E0%A4%A&sort=%00&category=%FF' },
      { path: '/api/articles/?search=' + encodeURIComponent('\u0000<script>') },
      { path: '/api/events/?filter[]=all&filter=featured' },
      { path: '/api/hero-slides/slug/%00/' },
      { path: '/api//articles/' },
      { path: '//api/articles/' },
      { path: '/api/articles/stats/', method: 'PUT', body: '{}' },
      { path: '/media/%00.jpg' },
      { path: '/media/' + 'a'.repeat(5000) + '.jpg' },
    ]
    for (const g of garbage) {
      const res = await rawRequest(base, {
        method: g.method ?? (g.body === undefined ? 'GET' : 'POST'),
        path: g.path,
        headers: g.type === undefined ? {} : { 'Content-Type': g.type },
        chunks: g.body === undefined ? [] : [g.body],
      })
      expect(res.status, g.path).toBeLessThan(500)
      expect(res.status, g.path).toBeGreaterThanOrEqual(200)
    }
    // A malformed or unknown Host never reaches a media URL: it is refused (ALLOWED_HOSTS).
    const badHost = await rawRequest(base, { path: '/api/projects/', headers: { Host: 'evil host/"><x' } })
    expect(badHost.status).toBe(400)
    expect(badHost.body.toString()).not.toContain('evil')
    const projects = (await getJson<{ image: string }[]>(base, '/api/projects/')).body
    expect(projects[0]!.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//)
  })
})

describe('honeypot', () => {
  it('answers a filled website field with a plausible 201 and stores nothing', async () => {
    const before = await commentsOf(article.id)
    const { status, body } = await postJson<Created>(
      base,
      '/api/comments/',
      valid({ website: 'http://spam.example', content: 'Achetez maintenant' }),
    )
    expect(status).toBe(201)
    expect(body).toMatchObject({
      visitor_name: 'Afi Dossa',
      content: 'Achetez maintenant',
      article: article.id,
      status: 'published',
    })
    expect(typeof body.id).toBe('number')
    expect(body.created_at).toMatch(ISO_WITH_OFFSET)
    expect(await commentsOf(article.id)).toEqual(before)
  })

  it('ignores an empty website field', async () => {
    const { status } = await postJson(
      base,
      '/api/comments/',
      valid({ website: '  ', content: 'Commentaire honnête' }),
    )
    expect(status).toBe(201)
    expect((await commentsOf(article.id))[0]!.content).toBe('Commentaire honnête')
  })
})
