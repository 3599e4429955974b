import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type EndpointResult,
  type PipelineOptions,
  type PipelineReport,
  runPipeline,
} from '../../scripts/pipeline/index'
import { clearSnapshotCache, readSnapshot } from '../../src/node/data/snapshots'
import { SNAPSHOT_NAMES, type SnapshotName } from '../../src/shared/schemas/endpoints'
import { type FakeApi, type Handler, closedPort, delayed, json, startFakeApi, tempDir } from './fake-api'
import { drfArticles, FULL_API_ARTICLES_PER_PAGE, fullApi, heroSlides, partners, SEED } from './fixtures'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!()
})

async function api(routes: Record<string, Handler>): Promise<FakeApi> {
  const started = await startFakeApi(routes)
  cleanups.push(started.close)
  return started
}

async function dirs() {
  const snapshots = await tempDir('snapshots')
  const media = await tempDir('media')
  cleanups.push(snapshots.remove, media.remove)
  return { snapshotDir: snapshots.dir, mediaDir: media.dir }
}

async function run(
  apiUrl: string,
  where: { snapshotDir: string; mediaDir: string },
  extra: Partial<PipelineOptions> = {},
) {
  const lines: string[] = []
  const report = await runPipeline({
    apiUrl,
    ...where,
    retryDelayMs: 20,
    log: (line) => lines.push(line),
    ...extra,
  })
  return { report, lines }
}

async function snapshotFile(dir: string, name: string) {
  return JSON.parse(await readFile(path.join(dir, `${name}.json`), 'utf8')) as {
    name: string
    fetchedAt: string
    source: string
    data: unknown
  }
}

const result = (report: PipelineReport, name: string): EndpointResult =>
  report.results.find((r) => r.name === name)!

/** How many records the seed gives a list endpoint. */
const seededCount = (name: SnapshotName): number => {
  const body = SEED.bodies[name]
  return Array.isArray(body) ? body.length : 0
}

describe('a normal pull', () => {
  it('writes one validated snapshot per endpoint, with the whole article list', async () => {
    const server = await api(fullApi())
    const where = await dirs()
    const { report, lines } = await run(server.url, where)

    expect(report.ok).toBe(true)
    expect(report.unreachable).toBe(false)
    expect(report.results.map((r) => r.name)).toEqual(SNAPSHOT_NAMES)
    expect(report.results.every((r) => r.status === 'ok')).toBe(true)
    expect((await readdir(where.snapshotDir)).sort()).toEqual(
      SNAPSHOT_NAMES.map((name) => `${name}.json`).sort(),
    )

    const slides = await snapshotFile(where.snapshotDir, 'heroSlides')
    expect(slides.name).toBe('heroSlides')
    expect(Number.isNaN(Date.parse(slides.fetchedAt))).toBe(false)
    expect(slides.source).toBe(`${server.url}/api/hero-slides/`)
    expect(slides.data).toHaveLength(seededCount('heroSlides'))

    // The seed's articles served a few per page: every page read, newest first, all kept.
    const articles = await snapshotFile(where.snapshotDir, 'articles')
    expect((articles.data as { id: number }[]).map((a) => a.id)).toEqual(SEED.articles.map((a) => a.id))
    expect(server.hits.get('/api/articles/')).toBe(
      Math.ceil(SEED.articles.length / FULL_API_ARTICLES_PER_PAGE),
    )
    expect(SEED.articles.length).toBeGreaterThan(FULL_API_ARTICLES_PER_PAGE)
    expect(result(report, 'articles').kept).toBe(SEED.articles.length)

    // Every list kept whole, whether given as `{ results }` or as a bare array, and the three event filters.
    for (const name of SNAPSHOT_NAMES.filter((name) => Array.isArray(SEED.bodies[name])))
      expect(result(report, name).kept, name).toBe(seededCount(name))
    expect(
      new Set([seededCount('eventsUpcoming'), seededCount('eventsFeatured'), seededCount('eventsAll')]).size,
    ).toBe(3)

    // One line per endpoint, then the summary.
    for (const name of SNAPSHOT_NAMES)
      expect(lines.filter((line) => line.includes(` ${name} `))).toHaveLength(1)
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^Pipeline: ${SNAPSHOT_NAMES.length} endpoints, ${SNAPSHOT_NAMES.length} ok, 0 stale, 0 missing;`,
      ),
    )
    expect(lines.find((line) => line.includes(' heroSlides '))).toMatch(
      new RegExp(`^ok\\s+heroSlides\\s+kept\\s+${seededCount('heroSlides')}\\s+dropped\\s+0\\s+\\d+ ms$`),
    )
  })

  it('keeps the first page of each article’s comments, as text, and leaves out an article whose page fails', async () => {
    const ids = SEED.articles.map((a) => a.id)
    const [commented, failing] = [ids[0]!, ids[1]!]
    const page = {
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          id: 12,
          visitor_name: 'Koffi',
          content: 'Merci pour ce forage.',
          created_at: '2025-03-02T10:00:00Z',
        },
        { id: 11, visitor_name: 'Awa', content: '<b>Bravo</b>', created_at: '2025-03-01T10:00:00Z' },
      ],
    }
    const server = await api(
      fullApi({
        [`/api/articles/${commented}/comments/`]: json(page),
        [`/api/articles/${failing}/comments/`]: (_url, _req, res) => {
          res.writeHead(404).end()
        },
      }),
    )
    const where = await dirs()
    const { report, lines } = await run(server.url, where)
    expect(result(report, 'comments')).toMatchObject({ status: 'ok', kept: ids.length - 1, dropped: 1 })
    expect(lines.some((line) => line.includes('comments') && line.includes(`article ${failing}`))).toBe(true)
    const comments = await snapshotFile(where.snapshotDir, 'comments')
    expect(comments.source).toBe(`${server.url}/api/articles/`)
    const pages = comments.data as { article: number; total: number; hasMore: boolean; comments: unknown[] }[]
    expect(pages.map((page) => page.article).sort()).toEqual(ids.filter((id) => id !== failing).sort())
    expect(pages.find((page) => page.article === commented)).toMatchObject({
      total: 2,
      hasMore: false,
      comments: [
        { id: 12, visitorName: 'Koffi', content: 'Merci pour ce forage.' },
        { id: 11, visitorName: 'Awa', content: '<b>Bravo</b>' },
      ],
    })
    expect(server.hits.get(`/api/articles/${commented}/comments/`)).toBe(1)
  })

  it('reads DRF-style article pages to the end', async () => {
    const server = await api(fullApi({ '/api/articles/': drfArticles(7, 3) }))
    const where = await dirs()
    const { report } = await run(server.url, where)
    expect(result(report, 'articles')).toMatchObject({ status: 'ok', kept: 7 })
    expect(server.hits.get('/api/articles/')).toBe(3)
  })

  it('asks for the articles 100 at a time, newest first', async () => {
    const queries: string[] = []
    const server = await api(
      fullApi({
        '/api/articles/': (url, req, res) => {
          queries.push(url.search)
          json([])(url, req, res)
        },
      }),
    )
    await run(server.url, await dirs())
    expect(queries).toEqual(['?sort=-published_at&page=1&page_size=100'])
  })

  it('sanitizes rich text before it is written', async () => {
    const slide = {
      ...heroSlides(1)[0],
      description_fr: '<p onmouseover="steal()">Bonjour<script>steal()</script></p>',
    }
    const server = await api(fullApi({ '/api/hero-slides/': json([slide]) }))
    const where = await dirs()
    await run(server.url, where)
    const { data } = await snapshotFile(where.snapshotDir, 'heroSlides')
    expect((data as { description: { fr: string } }[])[0]?.description.fr).toBe('<p>Bonjour</p>')
  })

  it('is what the build-time reader gives back', async () => {
    const server = await api(fullApi())
    const where = await dirs()
    await run(server.url, where)
    const previous = process.env.SNAPSHOT_DIR
    process.env.SNAPSHOT_DIR = where.snapshotDir
    try {
      clearSnapshotCache()
      const slides = await readSnapshot('heroSlides')
      expect(slides?.map((slide) => slide.slug)).toEqual(
        (SEED.bodies.heroSlides as { slug: string }[]).map((slide) => slide.slug),
      )
      expect(await readSnapshot('heroSlides')).toBe(slides)
    } finally {
      process.env.SNAPSHOT_DIR = previous
      clearSnapshotCache()
    }
  })
})

describe('dropped records', () => {
  it('keeps the valid records and warns once per dropped one, naming endpoint, id and field', async () => {
    const [good, second] = heroSlides(2)
    const body = [
      good,
      { ...second, id: 2, slug: 'pas un slug !' },
      { ...second, id: undefined, slug: 'sans-id' },
    ]
    const server = await api(fullApi({ '/api/hero-slides/': json(body) }))
    const { report, lines } = await run(server.url, await dirs())
    expect(result(report, 'heroSlides')).toMatchObject({ status: 'ok', kept: 1, dropped: 2 })
    const warnings = lines.filter((line) => line.startsWith('warning: heroSlides:'))
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(/^warning: heroSlides: dropped record id=2, field "slug": /)
    expect(warnings[1]).toMatch(/^warning: heroSlides: dropped record without id, field "id": /)
  })
})

describe('failing endpoints', () => {
  it('retries a 500, then keeps the last good snapshot and says how old it is', async () => {
    const server = await api(fullApi())
    const where = await dirs()
    await run(server.url, where)
    const file = path.join(where.snapshotDir, 'heroSlides.json')
    const snapshot = await snapshotFile(where.snapshotDir, 'heroSlides')
    snapshot.fetchedAt = new Date(Date.now() - 5 * 3_600_000).toISOString()
    await writeFile(file, JSON.stringify(snapshot))
    const before = await readFile(file, 'utf8')

    server.routes.set('/api/hero-slides/', json({ error: 'boom' }, 500))
    server.hits.clear()
    const { report, lines } = await run(server.url, where, { retries: 2 })

    expect(server.hits.get('/api/hero-slides/')).toBe(3)
    expect(result(report, 'heroSlides')).toMatchObject({
      status: 'stale',
      kept: seededCount('heroSlides'),
      ageHours: 5,
      message: 'HTTP 500',
    })
    expect(lines.find((line) => line.includes(' heroSlides '))).toMatch(
      /^stale .*using the last snapshot, 5 h old; HTTP 500/,
    )
    expect(await readFile(file, 'utf8')).toBe(before)
    expect(report.ok).toBe(true)
  })

  it('reports an endpoint without snapshot as missing; strict mode fails on it', async () => {
    const server = await api(fullApi({ '/api/team/': json({ error: 'boom' }, 503) }))
    const where = await dirs()
    const relaxed = await run(server.url, where, { retries: 1 })
    expect(result(relaxed.report, 'team')).toMatchObject({ status: 'missing', kept: 0 })
    expect(server.hits.get('/api/team/')).toBe(2)
    expect(relaxed.report.ok).toBe(true)
    expect(relaxed.lines.find((line) => line.includes(' team '))).toMatch(
      /^missing .*no snapshot: its pages show it as unavailable/,
    )
    expect(relaxed.lines).toContain(
      'warning: no data nor earlier snapshot for team: the pages show it as temporarily unavailable ' +
        '(a --strict build stops here).',
    )

    const strict = await run(server.url, where, { retries: 0, strict: true })
    expect(strict.report.ok).toBe(false)
    expect(strict.lines.at(-1)).toBe('Strict mode: failed (missing without snapshot: team).')
  })

  it('waits the doubled delay between attempts, or what the Retry-After of a 5xx asks within the timeout', async () => {
    const times: number[] = []
    const failing =
      (status: number, headers: Record<string, string> = {}): Handler =>
      (_url, _req, res) => {
        times.push(performance.now())
        res.writeHead(status, { 'content-type': 'application/json', ...headers })
        res.end('{"error": "busy"}')
      }
    const server = await api(fullApi({ '/api/team/': failing(500) }))
    await run(server.url, await dirs(), { retries: 2, retryDelayMs: 150 })
    expect(times).toHaveLength(3)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(150)
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(300)

    times.length = 0
    server.routes.set('/api/team/', failing(503, { 'retry-after': '1' }))
    const { report } = await run(server.url, await dirs(), { retries: 1, retryDelayMs: 10 })
    expect(times).toHaveLength(2)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1000)
    expect(result(report, 'team')).toMatchObject({ status: 'missing', message: 'HTTP 503' })

    // Longer than the timeout: not worth waiting for.
    times.length = 0
    server.routes.set('/api/team/', failing(503, { 'retry-after': '60' }))
    await run(server.url, await dirs(), { retries: 2, timeoutMs: 2_000 })
    expect(times).toHaveLength(1)
  })

  it('does not retry a client error', async () => {
    const server = await api(fullApi({ '/api/partners/': json({ error: 'gone' }, 404) }))
    const { report } = await run(server.url, await dirs(), { retries: 2 })
    expect(server.hits.get('/api/partners/')).toBe(1)
    expect(result(report, 'partners')).toMatchObject({ status: 'missing', message: 'HTTP 404' })
  })

  it('gives up on an endpoint that does not answer in time', async () => {
    const server = await api(fullApi({ '/api/strategies/': delayed(3_000, json([])) }))
    const { report } = await run(server.url, await dirs(), { timeoutMs: 200, retries: 1 })
    expect(result(report, 'strategies')).toMatchObject({
      status: 'missing',
      message: 'no answer within 0.2 s',
    })
    expect(server.hits.get('/api/strategies/')).toBe(2)
    expect(result(report, 'partners').status).toBe('ok')
  })

  it('leaves the last snapshot intact when the answer is broken', async () => {
    const server = await api(fullApi())
    const where = await dirs()
    await run(server.url, where)
    const file = path.join(where.snapshotDir, 'partners.json')
    const before = await readFile(file, 'utf8')
    server.routes.set('/api/partners/', (_url, _req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('[{"id": 1, "name": "UNICEF')
    })
    const { report } = await run(server.url, where)
    expect(result(report, 'partners')).toMatchObject({ status: 'stale', message: 'the answer is not JSON' })
    expect(await readFile(file, 'utf8')).toBe(before)
    expect((await readdir(where.snapshotDir)).filter((name) => !name.endsWith('.json'))).toEqual([])
  })

  it('says in one sentence that the API cannot be reached', async () => {
    const port = await closedPort()
    const apiUrl = `http://127.0.0.1:${port}`
    const { report, lines } = await run(apiUrl, await dirs(), { retries: 1 })
    expect(report.unreachable).toBe(true)
    expect(report.results.every((r) => r.status === 'missing')).toBe(true)
    expect(lines.filter((line) => line.startsWith('Cannot reach'))).toEqual([
      `Cannot reach the API at ${apiUrl}: connection refused.`,
    ])
    expect(lines.some((line) => /ECONNREFUSED|\n\s+at /.test(line))).toBe(false)
    // One line per endpoint, between the sentence and the summary, and the warning that every part is missing.
    expect(lines.filter((line) => line.startsWith('warning: no data nor earlier snapshot'))).toHaveLength(1)
    expect(lines).toHaveLength(1 + SNAPSHOT_NAMES.length + 1 + 1)
  })

  it('refuses an API URL that is not http(s)', async () => {
    await expect(runPipeline({ apiUrl: 'localhost:8000', log: () => {} })).rejects.toThrow(
      'The API URL must be an http(s) base URL such as http://127.0.0.1:8000, not "localhost:8000".',
    )
  })

  it('keeps at most `concurrency` requests in flight', async () => {
    const slow = (handler: Handler) => delayed(40, handler)
    const routes = Object.fromEntries(Object.entries(fullApi()).map(([key, handler]) => [key, slow(handler)]))
    const server = await api(routes)
    await run(server.url, await dirs(), { concurrency: 2 })
    expect(server.maxInFlight).toBe(2)
  })
})

describe('strict mode and shrinking endpoints', () => {
  async function pullTenThenSeven(extra: Partial<PipelineOptions>) {
    const server = await api(fullApi({ '/api/partners/': json(partners(10)) }))
    const where = await dirs()
    await run(server.url, where)
    server.routes.set('/api/partners/', json(partners(7)))
    const second = await run(server.url, where, extra)
    const kept = ((await snapshotFile(where.snapshotDir, 'partners')).data as unknown[]).length
    return { ...second, kept }
  }

  it('fails when an endpoint returns more than 20 % fewer records, keeping the last snapshot', async () => {
    const { report, lines, kept } = await pullTenThenSeven({ strict: true })
    expect(report.ok).toBe(false)
    expect(result(report, 'partners')).toMatchObject({ status: 'stale', kept: 10 })
    expect(kept).toBe(10)
    expect(lines.at(-1)).toBe('Strict mode: failed (shrank by more than 20 %: partners).')
  })

  it('accepts the shrink with allowShrink', async () => {
    const { report, kept } = await pullTenThenSeven({ strict: true, allowShrink: true })
    expect(report.ok).toBe(true)
    expect(result(report, 'partners')).toMatchObject({ status: 'ok', kept: 7 })
    expect(kept).toBe(7)
  })

  it('only warns about it outside strict mode', async () => {
    const { report, lines, kept } = await pullTenThenSeven({})
    expect(report.ok).toBe(true)
    expect(kept).toBe(7)
    expect(lines.find((line) => line.includes(' partners '))).toMatch(
      /shrank: 7 records where the last snapshot had 10/,
    )
  })

  it('lets a drop of 20 % or less through', async () => {
    const server = await api(fullApi({ '/api/partners/': json(partners(10)) }))
    const where = await dirs()
    await run(server.url, where)
    server.routes.set('/api/partners/', json(partners(8)))
    const { report } = await run(server.url, where, { strict: true })
    expect(report.ok).toBe(true)
    expect(result(report, 'partners')).toMatchObject({ status: 'ok', kept: 8 })
  })
})

describe('missing English', () => {
  it('is filled from the known translations before the snapshot is written', async () => {
    // The seed's projects in French only, the first titled with a known title ('Accès à l’eau potable').
    const french = (SEED.bodies.projects as Record<string, unknown>[]).map((project, index) => ({
      ...Object.fromEntries(Object.entries(project).filter(([key]) => !key.endsWith('_en'))),
      ...(index === 0 && { title: 'Accès à l’eau potable' }),
    }))
    const server = await api(fullApi({ '/api/projects/': json(french) }))
    const where = await dirs()
    const { lines } = await run(server.url, where)
    const projects = (await snapshotFile(where.snapshotDir, 'projects')).data as { title: object }[]
    expect(projects[0]!.title).toEqual({ fr: 'Accès à l’eau potable', en: 'Access to safe water' })
    expect(lines.some((line) => /projects: \d+ missing English texts filled/.test(line))).toBe(true)
  })
})
