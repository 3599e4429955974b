import { afterEach, describe, expect, it } from 'vitest'
import { sampleContentReasons } from '../../scripts/build/sample-content'
import { writeSnapshot } from '../../scripts/pipeline/snapshot-store'
import { ARTICLES } from '../../server/seed/articles/index'
import { startTestServer } from '../server/helpers'
import { json, startFakeApi, tempDir } from './fake-api'
import { article } from './fixtures'

/** `npm run build -- --strict` refuses the reference back-end's sample content (scripts/build/sample-content.ts). */

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!()
})

async function snapshotOf(articles: { slug: string }[]): Promise<string> {
  const snapshots = await tempDir('sample-snapshots')
  cleanups.push(snapshots.remove)
  await writeSnapshot(snapshots.dir, {
    name: 'articles',
    fetchedAt: new Date().toISOString(),
    source: 'test',
    data: articles as never,
  })
  return snapshots.dir
}

describe('sample content', () => {
  it('recognises the reference back-end by its header and by its seed articles', async () => {
    const server = await startTestServer({}, { sharedMedia: true })
    cleanups.push(server.stop)
    const dir = await snapshotOf(ARTICLES.map((seed) => ({ slug: seed.slug })))
    const reasons = await sampleContentReasons(server.url, dir)
    expect(reasons).toHaveLength(2)
    expect(reasons[0]).toContain('X-AHB-Sample-Content')
    expect(reasons[1]).toMatch(/sample articles/)
  })

  it('still recognises the seed articles when a proxy drops the header', async () => {
    const api = await startFakeApi({ '/api/articles/': json({ results: [] }) })
    cleanups.push(api.close)
    const dir = await snapshotOf(ARTICLES.slice(0, 6).map((seed) => ({ slug: seed.slug })))
    expect(await sampleContentReasons(api.url, dir)).toEqual([
      "6 of the pulled articles are the reference back-end's sample articles",
    ])
  })

  it('lets real content through, even with one slug in common with the seed', async () => {
    const api = await startFakeApi({ '/api/articles/': json({ results: [article(1)] }) })
    cleanups.push(api.close)
    const dir = await snapshotOf([article(1), article(2), { slug: ARTICLES[0]!.slug }])
    expect(await sampleContentReasons(api.url, dir)).toEqual([])
  })
})
