import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearSnapshotCache, readSnapshot, snapshotDir } from '../../src/node/data/snapshots'
import { tempDir } from '../pipeline/fake-api'

let dir: string
let remove: () => Promise<void>
const previous = process.env.SNAPSHOT_DIR

beforeEach(async () => {
  ;({ dir, remove } = await tempDir('reader'))
  process.env.SNAPSHOT_DIR = dir
  clearSnapshotCache()
})

afterEach(async () => {
  if (previous === undefined) delete process.env.SNAPSHOT_DIR
  else process.env.SNAPSHOT_DIR = previous
  clearSnapshotCache()
  await remove()
})

const partners = [{ id: 1, name: 'UNICEF Bénin', logo: null }]
const write = (name: string, content: unknown) =>
  writeFile(path.join(dir, `${name}.json`), typeof content === 'string' ? content : JSON.stringify(content))

describe('readSnapshot', () => {
  it('gives null when the pipeline wrote no snapshot', async () => {
    expect(await readSnapshot('team')).toBeNull()
  })

  it('gives the data of the snapshot, read once per process', async () => {
    await write('partners', {
      name: 'partners',
      fetchedAt: '2025-06-01T10:00:00.000Z',
      source: 'x',
      data: partners,
    })
    const first = await readSnapshot('partners')
    expect(first).toEqual(partners)
    await write('partners', {
      name: 'partners',
      fetchedAt: '2025-06-02T10:00:00.000Z',
      source: 'x',
      data: [],
    })
    expect(await readSnapshot('partners')).toBe(first)
    clearSnapshotCache()
    expect(await readSnapshot('partners')).toEqual([])
  })

  it('names a damaged file', async () => {
    await write('aboutPage', '{"name": "aboutPage", "data": {')
    await expect(readSnapshot('aboutPage')).rejects.toThrow(
      `Snapshot ${path.join(dir, 'aboutPage.json')} is not valid JSON.`,
    )
    await write('missionPage', {
      name: 'historyPage',
      fetchedAt: '2025-06-01T10:00:00.000Z',
      source: 'x',
      data: {},
    })
    await expect(readSnapshot('missionPage')).rejects.toThrow(/does not hold the "missionPage" snapshot/)
  })

  it('reads SNAPSHOT_DIR relative to the working directory, with .cache/snapshots by default', async () => {
    process.env.SNAPSHOT_DIR = 'some/where'
    expect(snapshotDir()).toBe(path.resolve(process.cwd(), 'some/where'))
    delete process.env.SNAPSHOT_DIR
    expect(snapshotDir()).toBe(path.resolve(process.cwd(), '.cache/snapshots'))
  })
})
