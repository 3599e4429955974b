import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runPipeline } from '../../scripts/pipeline/index'
import { json, startFakeApi, tempDir, type Handler } from './fake-api'
import { fullApi } from './fixtures'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!()
})

/** A pull from a fake back-end with these routes on top of the full API; the contact snapshot and its result. */
async function pullContact(routes: Record<string, Handler>, strict = false) {
  const api = await startFakeApi(fullApi(routes))
  const snapshots = await tempDir('snapshots')
  const media = await tempDir('media')
  cleanups.push(api.close, snapshots.remove, media.remove)
  const report = await runPipeline({
    apiUrl: api.url,
    snapshotDir: snapshots.dir,
    mediaDir: media.dir,
    retryDelayMs: 10,
    strict,
    log: () => {},
  })
  const file = path.join(snapshots.dir, 'contactForm.json')
  const snapshot = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as { data: unknown },
    () => null,
  )
  return { report, snapshot, result: report.results.find((r) => r.name === 'contactForm')! }
}

describe('an optional endpoint (the contact form, docs/behaviour.md#endpoints)', () => {
  it('is recorded as offered, with the longest values, when the back-end answers it', async () => {
    const { snapshot, result } = await pullContact({
      '/api/contact/': json({ fields: ['name'], max_length: { name: 100, message: '5000', subject: 'x' } }),
    })
    expect(result.status).toBe('ok')
    expect(snapshot?.data).toEqual({ offered: true, maxLength: { name: 100, message: 5000 } })
  })

  it('is recorded as absent, and a strict build still passes, when the back-end answers 404', async () => {
    const { report, snapshot, result } = await pullContact(
      { '/api/contact/': json({ error: 'Not found' }, 404) },
      true,
    )
    expect(result.status).toBe('ok')
    expect(snapshot?.data).toEqual({ offered: false, maxLength: {} })
    expect(report.ok).toBe(true)
  })

  it('is a failure like any endpoint when the back-end errs: nothing is assumed', async () => {
    const { report, snapshot, result } = await pullContact(
      { '/api/contact/': json({ error: 'x' }, 500) },
      true,
    )
    expect(result.status).toBe('missing')
    expect(snapshot).toBeNull()
    expect(report.ok).toBe(false)
  })
})
