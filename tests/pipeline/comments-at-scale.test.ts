import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runPipeline, type PipelineOptions } from '../../scripts/pipeline/index'
import { createApi, type Api } from '../../server/index'
import type { SnapshotFile } from '../../src/shared/schemas/endpoints'
import { postJson } from '../server/helpers'
import { tempDir } from './fake-api'

/**
 * The comments at a bounded cost (docs/architecture.md#the-comments-at-a-bounded-cost), over HTTP against the
 * reference back-end with 2,000 generated articles more: after the first pull, each pull asks for at most the
 * newest articles' comments and a slice of the others', conditionally, on kept-alive connections.
 */

const PLAN = { newest: 100, refreshOlder: 200 }
const DELAY_MS = 100

let api: Api
let server: Server
let url: string
let snapshotDir: string
let mediaDir: string
const removals: (() => Promise<void>)[] = []
/** Comment list requests and answers by status, and TCP connections, since the last reset. */
const seen = { commentLists: 0, notModified: 0, connections: 0 }
const COMMENT_LIST = /^\/api\/articles\/\d+\/comments\//

function reset(): void {
  seen.commentLists = 0
  seen.notModified = 0
  seen.connections = 0
}

async function comments(): Promise<SnapshotFile<'comments'>> {
  return JSON.parse(
    await readFile(path.join(snapshotDir, 'comments.json'), 'utf8'),
  ) as SnapshotFile<'comments'>
}

async function articleIds(): Promise<number[]> {
  const file = JSON.parse(
    await readFile(path.join(snapshotDir, 'articles.json'), 'utf8'),
  ) as SnapshotFile<'articles'>
  return file.data.map((article) => article.id)
}

async function pull(options: Partial<PipelineOptions> = {}) {
  const lines: string[] = []
  const started = performance.now()
  const report = await runPipeline({
    apiUrl: url,
    snapshotDir,
    mediaDir,
    comments: PLAN,
    log: (line) => lines.push(line),
    ...options,
  })
  return { report, lines, seconds: (performance.now() - started) / 1000 }
}

beforeAll(async () => {
  const data = await tempDir('comments-scale-data')
  const snapshots = await tempDir('comments-scale-snapshots')
  const media = await tempDir('comments-scale-media')
  removals.push(data.remove, snapshots.remove, media.remove)
  snapshotDir = snapshots.dir
  mediaDir = media.dir
  // The reference back-end's own handler behind a plain server that counts what the pull asks.
  api = createApi({ dataDir: data.dir, commentMinSeconds: 0 })
  api.store.addSyntheticArticles(2000)
  server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (COMMENT_LIST.test(pathname)) {
      seen.commentLists++
      res.on('finish', () => {
        if (res.statusCode === 304) seen.notModified++
      })
    }
    void api.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end()
    })
  })
  server.on('connection', () => seen.connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  api?.close()
  for (const remove of removals) await remove()
})

describe('the comments at a bounded cost, against the reference back-end with 2,000 articles more', () => {
  it('asks for every article’s comments once when there is no snapshot yet', async () => {
    reset()
    const { report } = await pull()
    expect(report.ok).toBe(true)
    const ids = await articleIds()
    expect(ids.length).toBeGreaterThan(2000)
    expect(seen.commentLists).toBe(ids.length)
    const snapshot = await comments()
    expect(snapshot.data.map((page) => page.article)).toEqual(ids)
    expect(Object.keys(snapshot.fetches ?? {})).toHaveLength(ids.length)
    expect(Object.values(snapshot.fetches ?? {}).every((fetch) => /^"[\w-]+"$/.test(fetch.etag ?? ''))).toBe(
      true,
    )
  }, 240_000)

  it('then asks for the newest articles’ and a slice of the others’, conditionally, on kept-alive connections', async () => {
    const before = await comments()
    api.injectFault('/api/articles/*/comments/', { delayMs: DELAY_MS })
    reset()
    try {
      const { report, lines, seconds } = await pull()
      console.log(`A pull of 2,000+ articles, each comment list ${DELAY_MS} ms late: ${seconds.toFixed(1)} s`)
      expect(report.ok).toBe(true)
      expect(seen.commentLists).toBe(PLAN.newest + PLAN.refreshOlder)
      // Nothing changed: every page asked is answered 304, and the snapshot keeps the pages it had.
      expect(seen.notModified).toBe(PLAN.newest + PLAN.refreshOlder)
      const after = await comments()
      expect(after.data).toEqual(before.data)
      expect(lines.find((line) => / comments /.test(line))).toContain(
        `asked for ${PLAN.newest + PLAN.refreshOlder} articles' comments (${PLAN.newest + PLAN.refreshOlder} not modified, 0 failed)`,
      )
      // The pipeline's 4 requests at a time reuse their connections (Node's agent keeps them alive).
      expect(seen.connections).toBeLessThanOrEqual(12)
    } finally {
      api.clearFaults()
    }
  }, 120_000)

  it('fetches a changed page anew and keeps every old article’s comments, refreshing each within a known number of pulls', async () => {
    const ids = await articleIds()
    const recent = ids[3]!
    const old = ids.at(-1)!
    for (const article of [recent, old]) {
      const posted = await postJson(url, '/api/comments/', {
        visitor_name: 'Afi',
        visitor_email: 'afi@example.org',
        content: `Un commentaire de plus pour l’article ${article}.`,
        article,
      })
      expect(posted.status).toBe(201)
    }
    // A larger slice, so that the whole archive turns over in a few pulls.
    const plan = { newest: PLAN.newest, refreshOlder: 700 }
    const pullsForAll = Math.ceil((ids.length - plan.newest) / plan.refreshOlder)
    const textOf = async (article: number) =>
      (await comments()).data
        .find((page) => page.article === article)
        ?.comments.map((comment) => comment.content) ?? []
    const oldBefore = (await comments()).data.find((page) => page.article === old)

    reset()
    await pull({ comments: plan })
    expect(seen.commentLists).toBe(plan.newest + plan.refreshOlder)
    expect(await textOf(recent)).toContain(`Un commentaire de plus pour l’article ${recent}.`)
    // The oldest article was not asked this time: its page is the last snapshot's, not dropped.
    expect((await comments()).data.find((page) => page.article === old)).toEqual(oldBefore)
    let pulls = 1
    while (!(await textOf(old)).includes(`Un commentaire de plus pour l’article ${old}.`)) {
      reset()
      await pull({ comments: plan })
      pulls++
      expect(seen.commentLists).toBe(plan.newest + plan.refreshOlder)
      expect((await comments()).data).toHaveLength(ids.length)
      expect(pulls).toBeLessThanOrEqual(pullsForAll)
    }
  }, 240_000)
})
