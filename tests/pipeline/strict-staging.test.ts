import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleContentReasons } from '../../scripts/build/sample-content'
import { type PipelineOptions, type PipelineReport, runPipeline } from '../../scripts/pipeline/index'
import { ARTICLES } from '../../server/seed/articles/index'
import { type FakeApi, type Handler, json, startFakeApi, tempDir } from './fake-api'
import { article, fullApi, heroSlides, pagedArticles, partners } from './fixtures'

/**
 * Strict runs use only their own API's snapshots, and a refused one writes nothing: the pipeline stages its
 * snapshots and images beside their folders and moves them in only once accepted
 * (docs/behaviour.md#build-time-failure-policy). Fake back-ends over real HTTP on 127.0.0.1.
 */

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
  const snapshots = await tempDir('strict-snapshots')
  const media = await tempDir('strict-media')
  const variants = await tempDir('strict-variants')
  cleanups.push(snapshots.remove, media.remove, variants.remove)
  return { snapshotDir: snapshots.dir, mediaDir: media.dir, variantCacheDir: variants.dir }
}

async function run(
  apiUrl: string,
  where: Awaited<ReturnType<typeof dirs>>,
  extra: Partial<PipelineOptions> = {},
) {
  const lines: string[] = []
  const report = await runPipeline({
    apiUrl,
    ...where,
    retries: 0,
    retryDelayMs: 10,
    log: (line) => lines.push(line),
    ...extra,
  })
  return { report, lines }
}

const status = (report: PipelineReport, name: string) => report.results.find((r) => r.name === name)?.status

/** Every file under a folder (hidden ones too) with a hash of its bytes. */
async function tree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile())
  return Object.fromEntries(
    await Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        const hash = createHash('sha256')
          .update(await readFile(file))
          .digest('hex')
        return [path.relative(dir, file), hash] as const
      }),
    ),
  )
}

/** Staging folders left beside the snapshot or media folder. */
async function leftovers(where: { snapshotDir: string; mediaDir: string }): Promise<string[]> {
  const beside = async (dir: string) =>
    (await readdir(path.dirname(dir))).filter((name) => name.startsWith(`.${path.basename(dir)}-staging-`))
  return [...(await beside(where.snapshotDir)), ...(await beside(where.mediaDir))]
}

function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer()
}

function image(body: Buffer): Handler {
  return (_url, _req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length })
    res.end(body)
  }
}

/** The hero slides, the first with an image of the API's own. */
function slidesWith(imagePath: string): Handler {
  const [first, ...others] = heroSlides(3)
  return json([{ ...first, image_url: imagePath }, ...others])
}

describe('a strict run and the snapshots of another API', () => {
  it('refuses the last snapshot of another source when an endpoint fails, naming it and both sources', async () => {
    // The snapshots a build against the reference back-end (its sample content) left behind.
    const sample = await api(fullApi())
    const where = await dirs()
    expect((await run(sample.url, where)).report.ok).toBe(true)
    const before = await tree(where.snapshotDir)

    const production = await api(fullApi({ '/api/hero-slides/': json({ error: 'boom' }, 500) }))
    const { report, lines } = await run(production.url, where, { strict: true })
    expect(report.ok).toBe(false)
    expect(status(report, 'heroSlides')).toBe('missing')
    expect(lines).toContain(
      `Strict mode: heroSlides failed, and its last snapshot comes from ${sample.url}/api/hero-slides/, ` +
        `not from API_URL ${production.url}: not used.`,
    )
    expect(lines.at(-1)).toBe('Strict mode: failed (last snapshot from another API: heroSlides).')
    // Nothing written: not even the 16 endpoints the production API answered.
    expect(await tree(where.snapshotDir)).toEqual(before)
    expect(await leftovers(where)).toEqual([])

    // The same API failing on that endpoint: its own last snapshot stands in.
    sample.routes.set('/api/hero-slides/', json({ error: 'boom' }, 500))
    const again = await run(sample.url, where, { strict: true })
    expect(again.report.ok).toBe(true)
    expect(status(again.report, 'heroSlides')).toBe('stale')
    // Outside strict mode, any last snapshot stands in (the development build's fallback).
    expect(status((await run(production.url, where)).report, 'heroSlides')).toBe('stale')
  })
})

describe('a refused strict run', () => {
  it('leaves the snapshot and media folders byte-identical when an endpoint shrank', async () => {
    const server = await api(
      fullApi({
        '/media/puits.png': image(await png('#0e7490')),
        '/media/neuf.png': image(await png('#b45309')),
        '/api/hero-slides/': slidesWith('/media/puits.png'),
        '/api/partners/': json(partners(10)),
      }),
    )
    const where = await dirs()
    expect((await run(server.url, where)).report.ok).toBe(true)
    const snapshots = await tree(where.snapshotDir)
    const media = await tree(where.mediaDir)
    expect(Object.keys(media).length).toBeGreaterThan(1)

    server.routes.set('/api/hero-slides/', slidesWith('/media/neuf.png'))
    server.routes.set('/api/partners/', json(partners(7)))
    const { report } = await run(server.url, where, { strict: true })
    expect(report.ok).toBe(false)
    expect(server.hits.get('/media/neuf.png')).toBe(1)
    expect(await tree(where.snapshotDir)).toEqual(snapshots)
    expect(await tree(where.mediaDir)).toEqual(media)
    expect(await leftovers(where)).toEqual([])

    // Accepted, the same run moves its snapshots and the new image in.
    const accepted = await run(server.url, where, { strict: true, allowShrink: true })
    expect(accepted.report.ok).toBe(true)
    const slides = JSON.parse(await readFile(path.join(where.snapshotDir, 'heroSlides.json'), 'utf8')) as {
      data: { image: { src: string } | null }[]
    }
    const src = slides.data[0]?.image?.src ?? ''
    expect(src).toMatch(/^\/media\/[0-9a-f]{16}\.png$/)
    expect(Object.keys(await tree(where.mediaDir))).toContain(src.slice('/media/'.length))
    expect(await tree(where.snapshotDir)).not.toEqual(snapshots)
    expect(await leftovers(where)).toEqual([])
  })

  it('leaves them byte-identical when the content is the reference back-end sample', async () => {
    const seedArticles = ARTICLES.slice(0, 6).map((seed, index) => ({
      ...article(index + 1),
      slug: seed.slug,
    }))
    // The organisation's own articles first (not the seed's), as many as the sample ones that replace them.
    const server = await api(fullApi({ '/api/articles/': pagedArticles(6, 6) }))
    const where = await dirs()
    expect((await run(server.url, where)).report.ok).toBe(true)
    const snapshots = await tree(where.snapshotDir)

    server.routes.set('/api/articles/', json({ results: seedArticles }))
    server.routes.set('/api/team/', json({ error: 'boom' }, 503))
    let seen: string[] = []
    // The build's own check (scripts/build.ts), on the folder of the snapshots the run would leave.
    const strictChecks = async (dir: string) => {
      seen = (await readdir(dir)).sort()
      return sampleContentReasons(server.url, dir)
    }
    const { report, lines } = await run(server.url, where, { strict: true, strictChecks })
    expect(report.ok).toBe(false)
    expect(lines.at(-1)).toBe(
      "Strict mode: refused (6 of the pulled articles are the reference back-end's sample articles).",
    )
    // The new articles, and the team snapshot the run kept.
    expect(seen).toEqual(Object.keys(snapshots).sort())
    expect(await tree(where.snapshotDir)).toEqual(snapshots)
    expect(await leftovers(where)).toEqual([])
  })

  it('is how `npm run build -- --strict` stops: before any page, the snapshots untouched', async () => {
    const seedArticles = ARTICLES.slice(0, 6).map((seed, index) => ({
      ...article(index + 1),
      slug: seed.slug,
    }))
    // The organisation's own articles first (not the seed's), as many as the sample ones that replace them.
    const server = await api(fullApi({ '/api/articles/': pagedArticles(6, 6) }))
    const where = await dirs()
    expect((await run(server.url, where)).report.ok).toBe(true)
    const snapshots = await tree(where.snapshotDir)
    server.routes.set('/api/articles/', json({ results: seedArticles }))
    const build = await tempDir('strict-build')
    cleanups.push(build.remove)
    const env = {
      ...process.env,
      API_URL: server.url,
      SNAPSHOT_DIR: where.snapshotDir,
      MEDIA_DIR: where.mediaDir,
      IMAGE_CACHE_DIR: where.variantCacheDir,
      BUILD_CACHE_DIR: build.dir,
      DIST_DIR: path.join(build.dir, 'dist'),
    }
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>(
      (resolve) =>
        execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/build.ts', '--strict'],
          { cwd: path.resolve(__dirname, '../..'), env, timeout: 120_000 },
          (error, out, err) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: out, stderr: err }),
        ),
    )
    expect(code).toBe(1)
    expect(await tree(where.snapshotDir)).toEqual(snapshots)
    expect(await readdir(build.dir)).toEqual([])
    expect(stdout).toContain(
      "Strict mode: refused (the content is the reference back-end's sample: 6 of the pulled articles",
    )
    expect(stderr).toContain('The content pipeline failed in strict mode: nothing was written or built.')
  }, 120_000)
})
