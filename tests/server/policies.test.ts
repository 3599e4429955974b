import { afterEach, describe, expect, it } from 'vitest'
import { getJson, postJson, startTestServer, type ArticleJson, type TestServer } from './helpers'

type Created = { id: number; status: 'published' | 'pending' }

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()))
})

async function start(
  options: Parameters<typeof startTestServer>[0],
): Promise<{ base: string; server: TestServer; article: number }> {
  const server = await startTestServer(options, { sharedMedia: true })
  servers.push(server)
  const article = (await getJson<{ results: ArticleJson[] }>(server.url, '/api/articles/?page_size=1')).body
    .results[0]!.id
  return { base: server.url, server, article }
}

const comment = (article: number, content = 'Un commentaire de test sincère.') => ({
  visitor_name: 'Codjo Hounsa',
  visitor_email: 'codjo.hounsa@example.org',
  content,
  article,
})

describe('rate limit', () => {
  it('accepts the allowed number of posts per minute, then answers 429 with Retry-After', async () => {
    const { base, article } = await start({ rateLimitPerMinute: 2 })
    expect((await postJson(base, '/api/comments/', comment(article, 'Premier commentaire'))).status).toBe(201)
    expect((await postJson(base, '/api/comments/', comment(article, 'Deuxième commentaire'))).status).toBe(
      201,
    )
    const third = await postJson<{ error: string }>(
      base,
      '/api/comments/',
      comment(article, 'Troisième commentaire'),
    )
    expect(third.status).toBe(429)
    expect(typeof third.body.error).toBe('string')
    const retry = Number(third.headers.get('retry-after'))
    expect(Number.isInteger(retry)).toBe(true)
    expect(retry).toBeGreaterThanOrEqual(1)
    expect(retry).toBeLessThanOrEqual(60)
    const listed = (await getJson<{ content: string }[]>(base, `/api/articles/${article}/comments/`)).body
    expect(listed.some((c) => c.content === 'Troisième commentaire')).toBe(false)
  })

  it('does not count rejected posts, so a visitor can fix a mistake', async () => {
    const { base, article } = await start({ rateLimitPerMinute: 1 })
    expect(
      (await postJson(base, '/api/comments/', { ...comment(article), visitor_email: 'faux' })).status,
    ).toBe(400)
    expect((await postJson(base, '/api/comments/', comment(article))).status).toBe(201)
    expect((await postJson(base, '/api/comments/', comment(article))).status).toBe(429)
  })

  it('defaults to 3 posts a minute, or COMMENT_RATE_LIMIT', async () => {
    const saved = process.env.COMMENT_RATE_LIMIT
    try {
      delete process.env.COMMENT_RATE_LIMIT
      const { base, article } = await start({})
      const statuses: number[] = []
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await postJson(base, '/api/comments/', comment(article, `Commentaire n° ${i}`))).status,
        )
      expect(statuses).toEqual([201, 201, 201, 429])

      process.env.COMMENT_RATE_LIMIT = '1'
      const second = await start({})
      expect((await postJson(second.base, '/api/comments/', comment(second.article))).status).toBe(201)
      expect((await postJson(second.base, '/api/comments/', comment(second.article))).status).toBe(429)
    } finally {
      if (saved === undefined) delete process.env.COMMENT_RATE_LIMIT
      else process.env.COMMENT_RATE_LIMIT = saved
    }
  })
})

describe('moderation', () => {
  it('publishes at once when moderation is off', async () => {
    const { base, article } = await start({ moderation: false, rateLimitPerMinute: 50 })
    const { status, body } = await postJson<Created>(
      base,
      '/api/comments/',
      comment(article, 'Publié tout de suite'),
    )
    expect(status).toBe(201)
    expect(body.status).toBe('published')
    const listed = (await getJson<{ id: number }[]>(base, `/api/articles/${article}/comments/`)).body
    expect(listed.map((c) => c.id)).toContain(body.id)
  })

  it('holds comments as pending when moderation is on, until they are published', async () => {
    const { base, article, server } = await start({ moderation: true, rateLimitPerMinute: 50 })
    const { status, body } = await postJson<Created>(
      base,
      '/api/comments/',
      comment(article, 'En attente de modération'),
    )
    expect(status).toBe(201)
    expect(body.status).toBe('pending')
    const listed = async () =>
      (await getJson<{ id: number }[]>(base, `/api/articles/${article}/comments/`)).body.map((c) => c.id)
    expect(await listed()).not.toContain(body.id)
    server.api.store.setCommentStatus(body.id, 'published')
    expect(await listed()).toContain(body.id)
    server.api.store.setCommentStatus(body.id, 'pending')
    expect(await listed()).not.toContain(body.id)
    expect(() => server.api.store.setCommentStatus(999999, 'published')).toThrow()
  })

  it('reads COMMENT_MODERATION=1 from the environment', async () => {
    const saved = process.env.COMMENT_MODERATION
    try {
      process.env.COMMENT_MODERATION = '1'
      const { base, article } = await start({ rateLimitPerMinute: 50 })
      expect((await postJson<Created>(base, '/api/comments/', comment(article))).body.status).toBe('pending')
    } finally {
      if (saved === undefined) delete process.env.COMMENT_MODERATION
      else process.env.COMMENT_MODERATION = saved
    }
  })
})

describe('CORS', () => {
  it('allows any origin by default, without credentials', async () => {
    const { base } = await start({ corsOrigins: [] })
    const preflight = await fetch(`${base}/api/comments/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://site.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()

    const get = await fetch(`${base}/api/partners/`, { headers: { Origin: 'https://ailleurs.example' } })
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
    const media = await fetch(`${base}/media/partenaire-1.png`, {
      headers: { Origin: 'https://ailleurs.example' },
    })
    expect(media.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('echoes only the configured origins', async () => {
    const { base, article } = await start({
      corsOrigins: ['https://ahb.example', 'http://localhost:4173'],
      rateLimitPerMinute: 50,
    })
    const allowed = await fetch(`${base}/api/comments/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(allowed.headers.get('vary')).toContain('Origin')

    const refused = await fetch(`${base}/api/comments/`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://intrus.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()

    const post = await postJson(base, '/api/comments/', comment(article), { Origin: 'https://ahb.example' })
    expect(post.status).toBe(201)
    expect(post.headers.get('access-control-allow-origin')).toBe('https://ahb.example')
  })

  it('reads CORS_ORIGINS from the environment', async () => {
    const saved = process.env.CORS_ORIGINS
    try {
      process.env.CORS_ORIGINS = ' https://un.example , https://deux.example/ '
      const { base } = await start({})
      const res = await fetch(`${base}/api/team/`, { headers: { Origin: 'https://deux.example' } })
      expect(res.headers.get('access-control-allow-origin')).toBe('https://deux.example')
      const other = await fetch(`${base}/api/team/`, { headers: { Origin: 'https://trois.example' } })
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      if (saved === undefined) delete process.env.CORS_ORIGINS
      else process.env.CORS_ORIGINS = saved
    }
  })
})
