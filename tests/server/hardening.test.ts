import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveOptions } from '../../server/config'
import {
  formToken,
  getJson,
  postJson,
  rawRequest,
  startTestServer,
  type ArticleJson,
  type TestServer,
} from './helpers'

/** The comment API as a visitor, a bot and a proxy see it: each probe of a hostile client with the answer it
 * gets (docs/behaviour.md#limits). */

type Created = { id: number; status: string; content: string; visitor_name: string }
type Errors = { errors: Record<string, string[]> }

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()))
})

async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options, { sharedMedia: true })
  servers.push(server)
  const article = (await getJson<{ results: ArticleJson[] }>(server.url, '/api/articles/?page_size=1')).body
    .results[0]!.id
  return { base: server.url, server, article }
}

let serial = 0
const comment = (article: number, overrides: Record<string, unknown> = {}) => ({
  visitor_name: 'Codjo Hounsa',
  visitor_email: 'codjo.hounsa@example.org',
  content: `Un commentaire sincère, le numéro ${++serial}.`,
  article,
  ...overrides,
})

const from = (address: string) => ({ 'X-Forwarded-For': address })

/**
 * The status of a comment post whose body never arrives whole: the headers (announcing `length` bytes), then
 * only `sent` of it, if anything.
 */
function statusOfUnfinishedPost(base: string, length: number, sent?: string): Promise<number> {
  const url = new URL(base)
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/comments/',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(length) },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    if (sent === undefined) req.flushHeaders()
    else req.write(sent)
  })
}

describe('behind a proxy (TRUST_PROXY)', () => {
  it('limits each visitor on their own, not the whole site, and one spammer blocks nobody', async () => {
    const { base, article } = await start({
      trustProxy: 1,
      rateLimitPerMinute: 3,
      networkRateLimitPerMinute: 100,
    })
    const spammer: number[] = []
    for (let i = 0; i < 6; i++)
      spammer.push((await postJson(base, '/api/comments/', comment(article), from('41.85.160.9'))).status)
    const visitors: number[] = []
    for (let v = 1; v <= 10; v++)
      visitors.push((await postJson(base, '/api/comments/', comment(article), from(`102.64.${v}.20`))).status)
    console.log(
      `[figures] behind one proxy: spammer ${JSON.stringify(spammer)}, ten visitors ${JSON.stringify(visitors)}`,
    )
    expect(spammer).toEqual([201, 201, 201, 429, 429, 429])
    expect(visitors).toEqual(Array(10).fill(201))
  })

  it('ignores X-Forwarded-For when no proxy is trusted: one address, one allowance', async () => {
    const { base, article } = await start({ rateLimitPerMinute: 2 })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await postJson(base, '/api/comments/', comment(article), from(`10.0.${i}.1`))).status)
    expect(statuses).toEqual([201, 201, 429, 429])
  })

  it('trusts only the listed proxies: an address the client wrote further left is not believed', async () => {
    const { base, article } = await start({ trustProxy: ['127.0.0.1'], rateLimitPerMinute: 1 })
    // 127.0.0.1 (our peer) is a proxy, so the client is the last entry; the forged first entry changes nothing.
    const first = await postJson(base, '/api/comments/', comment(article), from('6.6.6.6, 41.85.160.9'))
    const second = await postJson(base, '/api/comments/', comment(article), from('7.7.7.7, 41.85.160.9'))
    expect([first.status, second.status]).toEqual([201, 429])
  })

  it('limits a whole /24 or /64 network as well as each address', async () => {
    const { base, article } = await start({
      trustProxy: 1,
      rateLimitPerMinute: 3,
      networkRateLimitPerMinute: 5,
    })
    const v4: number[] = []
    for (let i = 1; i <= 8; i++)
      v4.push((await postJson(base, '/api/comments/', comment(article), from(`196.192.16.${i}`))).status)
    const v6: number[] = []
    for (let i = 1; i <= 7; i++)
      v6.push((await postJson(base, '/api/comments/', comment(article), from(`2c0f:f0f8:1:2::${i}`))).status)
    const elsewhere = await postJson(base, '/api/comments/', comment(article), from('196.192.17.1'))
    console.log(`[figures] one /24: ${JSON.stringify(v4)}; one /64: ${JSON.stringify(v6)}`)
    expect(v4).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
    expect(v6).toEqual([201, 201, 201, 201, 201, 429, 429])
    expect(elsewhere.status).toBe(201)
  })

  it('keeps the counts across a restart', async () => {
    const first = await start({ rateLimitPerMinute: 2 })
    expect((await postJson(first.base, '/api/comments/', comment(first.article))).status).toBe(201)
    expect((await postJson(first.base, '/api/comments/', comment(first.article))).status).toBe(201)
    await first.server.close()
    const again = await startTestServer({ dataDir: first.server.dataDir, rateLimitPerMinute: 2 })
    servers.push(again)
    const third = await postJson(again.url, '/api/comments/', comment(first.article))
    expect(third.status).toBe(429)
  })
})

describe('posting', () => {
  it('answers 409 to the same text on the same article within ten minutes, and stores one', async () => {
    const { base, article } = await start({ rateLimitPerMinute: 100, networkRateLimitPerMinute: 100 })
    const content = 'Bravo pour ce forage, toute la famille en profite.'
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await postJson(base, '/api/comments/', comment(article, { content }))).status)
    expect(statuses).toEqual([201, 409, 409, 409, 409])
    const listed = (await getJson<{ content: string }[]>(base, `/api/articles/${article}/comments/`)).body
    expect(listed.filter((c) => c.content === content)).toHaveLength(1)
  })

  it('needs a valid form token, and waits the minimum time after it', async () => {
    const { base, article } = await start({ commentMinSeconds: 1 })
    const missing = await postJson<Errors>(base, '/api/comments/', JSON.stringify(comment(article)))
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors)).toEqual(['form_token'])
    const forged = await postJson<Errors>(
      base,
      '/api/comments/',
      comment(article, { form_token: 'abc.def.ghi' }),
    )
    expect(forged.status).toBe(400)

    const token = await fetch(`${base}/api/comments/token/`)
    expect(token.headers.get('cache-control')).toBe('no-store')
    const issued = (await token.json()) as { token: string; wait_seconds: number }
    expect(issued.wait_seconds).toBe(1)
    const early = await postJson(base, '/api/comments/', comment(article, { form_token: issued.token }))
    expect(early.status).toBe(429)
    expect(early.headers.get('retry-after')).toBe('1')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const inTime = await postJson(base, '/api/comments/', comment(article, { form_token: issued.token }))
    expect(inTime.status).toBe(201)
  })

  it('answers the honeypot exactly like a post, with an id the next real comment does not get', async () => {
    const { base, article } = await start({ rateLimitPerMinute: 100 })
    const trapped = await postJson<Created>(
      base,
      '/api/comments/',
      comment(article, { website: 'http://spam.example' }),
    )
    const real = await postJson<Created>(base, '/api/comments/', comment(article))
    expect(trapped.status).toBe(real.status)
    expect(Object.keys(trapped.body).sort()).toEqual(Object.keys(real.body).sort())
    expect(real.body.id).toBeGreaterThan(trapped.body.id)
    const listed = (await getJson<{ id: number }[]>(base, `/api/articles/${article}/comments/`)).body
    expect(listed.some((c) => c.id === trapped.body.id)).toBe(false)
  })

  it('refuses names and contents made only of invisible characters, with the field’s message', async () => {
    const { base, article } = await start()
    const { status, body } = await postJson<Errors>(
      base,
      '/api/comments/',
      comment(article, {
        visitor_name: '\u200b\u200c\u200d\u2060',
        content: '\ufeff\u200b\u00ad\u3164\u2800',
      }),
    )
    expect(status).toBe(400)
    expect(body.errors).toEqual({
      visitor_name: ['Ce champ est obligatoire.'],
      content: ['Ce champ est obligatoire.'],
    })
    // An emoji joined by a zero-width joiner is visible text.
    expect((await postJson(base, '/api/comments/', comment(article, { content: 'Bravo 👩‍👧 !' }))).status).toBe(
      201,
    )
  })

  it('refuses a lone UTF-16 surrogate instead of storing something else than it acknowledged', async () => {
    const { base, article } = await start()
    const payload = JSON.stringify(comment(article, { form_token: await formToken(base) })).replace(
      'sincère',
      'sinc\\ud800ère',
    )
    const { status, body } = await postJson<Errors>(base, '/api/comments/', payload)
    expect(status).toBe(400)
    expect(body.errors.content![0]).toMatch(/caractère invalide/)
    const listed = (await getJson<{ content: string }[]>(base, `/api/articles/${article}/comments/`)).body
    expect(listed.some((c) => c.content.includes('\ufffd'))).toBe(false)
  })

  it('refuses a body announced too large before reading any of it', async () => {
    const { base } = await start()
    const started = Date.now()
    // Headers only: not one byte of the announced body is ever sent.
    const status = await statusOfUnfinishedPost(base, 50 * 1024 * 1024)
    expect(status).toBe(413)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('drops a body that trickles in too slowly', async () => {
    const { base } = await start({ bodyTimeoutMs: 500 })
    const started = Date.now()
    const status = await statusOfUnfinishedPost(base, 200, '{"visitor_name": "Lent')
    expect(status).toBe(408)
    expect(Date.now() - started).toBeLessThan(3000)
  })
})

describe('paged comment list', () => {
  it('pages newest first with count and next, and keeps the bare array without paging parameters', async () => {
    const { base, article } = await start({ rateLimitPerMinute: 100, networkRateLimitPerMinute: 100 })
    for (let i = 0; i < 5; i++) await postJson(base, '/api/comments/', comment(article))
    const all = (await getJson<{ id: number }[]>(base, `/api/articles/${article}/comments/`)).body
    expect(Array.isArray(all)).toBe(true)
    type Page = { count: number; next: string | null; previous: string | null; results: { id: number }[] }
    const first = (await getJson<Page>(base, `/api/articles/${article}/comments/?page=1&page_size=3`)).body
    expect(first.count).toBe(all.length)
    expect(first.results.map((c) => c.id)).toEqual(all.slice(0, 3).map((c) => c.id))
    expect(first.previous).toBeNull()
    expect(first.next).toBe(`${base}/api/articles/${article}/comments/?page=2&page_size=3`)
    const second = (await getJson<Page>(base, `/api/articles/${article}/comments/?page=2&page_size=3`)).body
    expect(second.results.map((c) => c.id)).toEqual(all.slice(3, 6).map((c) => c.id))
  })
})

describe('hosts and origins', () => {
  it('refuses an unknown Host and builds media URLs only on allowed ones', async () => {
    const { base } = await start({ allowedHosts: ['api.ahb.example', 'localhost', '127.0.0.1'] })
    const unknown = await rawRequest(base, { path: '/api/projects/', headers: { Host: 'evil.example' } })
    expect(unknown.status).toBe(400)
    const allowed = await rawRequest(base, { path: '/api/projects/', headers: { Host: 'api.ahb.example' } })
    expect(allowed.status).toBe(200)
    expect((JSON.parse(allowed.body.toString()) as { image: string }[])[0]!.image).toMatch(
      /^http:\/\/api\.ahb\.example\/media\//,
    )
    // X-Forwarded-Proto is believed only from a trusted proxy.
    const forged = await rawRequest(base, {
      path: '/api/projects/',
      headers: { Host: 'localhost:8000', 'X-Forwarded-Proto': 'https' },
    })
    expect((JSON.parse(forged.body.toString()) as { image: string }[])[0]!.image).toMatch(
      /^http:\/\/localhost:8000\//,
    )
  })

  it('in production mode allows only SITE_URL’s origin, never null, and refuses posts from elsewhere', async () => {
    const { base, article } = await start({
      production: true,
      siteUrl: 'https://www.ahb.example/fr',
      allowedHosts: ['127.0.0.1'],
    })
    const own = await fetch(`${base}/api/projects/`, { headers: { Origin: 'https://www.ahb.example' } })
    expect(own.headers.get('access-control-allow-origin')).toBe('https://www.ahb.example')
    const other = await fetch(`${base}/api/projects/`, { headers: { Origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const post = await postJson(base, '/api/comments/', comment(article), { Origin: 'https://evil.example' })
    expect(post.status).toBe(403)
  })

  it('in development allows any origin but null', async () => {
    const { base } = await start({ corsOrigins: [] })
    const any = await fetch(`${base}/api/projects/`, { headers: { Origin: 'http://localhost:5173' } })
    expect(any.headers.get('access-control-allow-origin')).toBe('*')
    const sandboxed = await fetch(`${base}/api/projects/`, { headers: { Origin: 'null' } })
    expect(sandboxed.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses to start in production mode without ALLOWED_HOSTS or an origin', () => {
    expect(() => resolveOptions({ production: true, allowedHosts: ['x'] }, {})).toThrow(
      /SITE_URL or CORS_ORIGINS/,
    )
    expect(() => resolveOptions({ production: true, siteUrl: 'https://www.ahb.example' }, {})).toThrow(
      /ALLOWED_HOSTS/,
    )
    expect(() =>
      resolveOptions({}, { NODE_ENV: 'production', CORS_ORIGINS: '*', ALLOWED_HOSTS: 'x' }),
    ).toThrow(/CORS_ORIGINS=\*/)
    const production = resolveOptions(
      {},
      { NODE_ENV: 'production', SITE_URL: 'https://www.ahb.example/', ALLOWED_HOSTS: 'api.ahb.example' },
    )
    expect(production.corsOrigins).toEqual(['https://www.ahb.example'])
  })
})
