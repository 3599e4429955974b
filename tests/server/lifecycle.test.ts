import { existsSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi, type Api } from '../../server/index'
import { getJson, makeDataDir, postJson, startTestServer, type ArticleList, type TestServer } from './helpers'

describe('persistence', () => {
  it('keeps seeded content, new articles and comments across a close and reopen of the same data folder', async () => {
    const dataDir = makeDataDir()
    try {
      const first = await startTestServer({ dataDir, rateLimitPerMinute: 10 })
      const seeded = (await getJson<ArticleList>(first.url, '/api/articles/?page_size=100')).body
      const { id } = first.api.store.insertArticle({
        slug: 'article-persistant',
        title_fr: 'Un article qui doit survivre au redémarrage',
        description_fr: '<p>Contenu durable.</p>',
      })
      const posted = await postJson<{ id: number }>(first.url, '/api/comments/', {
        visitor_name: 'Mariam Yessoufou',
        visitor_email: 'mariam@example.org',
        content: 'Ce commentaire doit rester.',
        article: id,
      })
      expect(posted.status).toBe(201)
      const mediaFiles = readdirSync(join(dataDir, 'media')).sort()
      await first.close()

      const second = await startTestServer({ dataDir })
      try {
        const again = (await getJson<ArticleList>(second.url, '/api/articles/?page_size=100')).body
        expect(again.pagination.total_count).toBe(seeded.pagination.total_count + 1)
        expect(again.results.find((a) => a.id === id)?.slug).toBe('article-persistant')
        const comments = (await getJson<{ id: number }[]>(second.url, `/api/articles/${id}/comments/`)).body
        expect(comments.map((c) => c.id)).toEqual([posted.body.id])
        expect((await getJson<unknown[]>(second.url, '/api/hero-slides/')).body).toHaveLength(5)
        expect(readdirSync(join(dataDir, 'media')).sort()).toEqual(mediaFiles)
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('uses WAL mode and creates the data folder when missing', async () => {
    const parent = makeDataDir()
    const dataDir = join(parent, 'nested', 'data')
    try {
      const server = await startTestServer({ dataDir })
      expect(existsSync(join(dataDir, 'ahb.sqlite3'))).toBe(true)
      expect(existsSync(join(dataDir, 'ahb.sqlite3-wal'))).toBe(true)
      await server.close()
    } finally {
      rmSync(parent, { recursive: true, force: true })
    }
  })

  it('regenerates media files that went missing', async () => {
    const dataDir = makeDataDir()
    try {
      const first = await startTestServer({ dataDir })
      await first.close()
      rmSync(join(dataDir, 'media', 'slide-eau.jpg'))
      const second = await startTestServer({ dataDir })
      const res = await fetch(`${second.url}/media/slide-eau.jpg`)
      expect(res.status).toBe(200)
      await second.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('fault injection', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({}, { sharedMedia: true })
  })
  afterAll(async () => {
    await server.stop()
  })

  it('makes requests under a prefix answer the injected status, and only those', async () => {
    server.api.injectFault('/api/events/', { status: 500 })
    const failed = await fetch(`${server.url}/api/events/?filter=all`)
    expect(failed.status).toBe(500)
    expect(((await failed.json()) as { error: string }).error).toBeTruthy()
    expect(failed.headers.get('access-control-allow-origin')).toBe('*')
    expect((await fetch(`${server.url}/api/partners/`)).status).toBe(200)
    server.api.clearFaults()
    expect((await fetch(`${server.url}/api/events/`)).status).toBe(200)
  })

  it('can delay answers, then answer normally', async () => {
    server.api.injectFault('/api/team/', { delayMs: 400 })
    const started = Date.now()
    const res = await fetch(`${server.url}/api/team/`)
    expect(res.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(380)
    server.api.clearFaults()
    const quick = Date.now()
    await (await fetch(`${server.url}/api/team/`)).arrayBuffer()
    expect(Date.now() - quick).toBeLessThan(380)
  })

  it('matches one path segment with a star, and only that', async () => {
    server.api.injectFault('/api/articles/*/comments/', { status: 503 })
    try {
      expect((await fetch(`${server.url}/api/articles/1/comments/`)).status).toBe(503)
      expect((await fetch(`${server.url}/api/articles/1/comments/?page=1`)).status).toBe(503)
      expect((await fetch(`${server.url}/api/articles/`)).status).toBe(200)
      expect((await fetch(`${server.url}/api/articles/stats/`)).status).toBe(200)
    } finally {
      server.api.clearFaults()
    }
  })

  it('can delay and then fail, on media and comment posts too', async () => {
    server.api.injectFault('/media/', { status: 503, delayMs: 50 })
    server.api.injectFault('/api/comments/', { status: 502 })
    expect((await fetch(`${server.url}/media/slide-eau.jpg`)).status).toBe(503)
    expect((await postJson(server.url, '/api/comments/', '{}')).status).toBe(502)
    const preflight = await fetch(`${server.url}/api/comments/`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    server.api.clearFaults()
    expect((await fetch(`${server.url}/media/slide-eau.jpg`)).status).toBe(200)
  })

  it('lets a specific prefix override a broader one', async () => {
    server.api.injectFault('/api/', { status: 500 })
    server.api.injectFault('/api/articles/', { status: 404 })
    expect((await fetch(`${server.url}/api/articles/`)).status).toBe(404)
    expect((await fetch(`${server.url}/api/team/`)).status).toBe(500)
    server.api.clearFaults()
  })

  it('rejects faults that are not HTTP statuses or delays', () => {
    expect(() => server.api.injectFault('/api/', { status: 42 })).toThrow()
    expect(() => server.api.injectFault('/api/', { delayMs: -1 })).toThrow()
  })

  it('stops a delayed request promptly when the server closes', async () => {
    const other = await startTestServer({}, { sharedMedia: true })
    other.api.injectFault('/api/', { delayMs: 60_000 })
    const pending = fetch(`${other.url}/api/team/`).then(
      (res) => res.status,
      () => 'closed',
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    await other.stop()
    await pending
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('createApi inside another server', () => {
  let api: Api
  let http: Server
  let base: string
  const dataDir = makeDataDir()

  beforeAll(async () => {
    api = createApi({ dataDir })
    http = createServer((req, res) => {
      void api.handle(req, res).then((handled) => {
        if (!handled) {
          res.statusCode = 200
          res.setHeader('Content-Type', 'text/html')
          res.end('<!doctype html><p>site</p>')
        }
      })
    })
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      http.close(() => resolve())
      http.closeAllConnections()
    })
    api.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('handles /api and /media, and leaves every other path untouched', async () => {
    expect((await fetch(`${base}/api/categories/`)).status).toBe(200)
    const page = await fetch(`${base}/fr/actualites`)
    expect(page.headers.get('content-type')).toBe('text/html')
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
    expect(await page.text()).toContain('site')
    for (const path of ['/apix', '/api-docs', '/mediatheque', '/']) {
      expect((await fetch(base + path)).headers.get('content-type'), path).toBe('text/html')
    }
  })

  it('waits for media generation before serving a picture', async () => {
    const res = await fetch(`${base}/media/equipe-1.jpg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
  })
})
