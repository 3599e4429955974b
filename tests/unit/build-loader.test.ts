import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { writeSnapshot } from '../../scripts/pipeline/snapshot-store'
import { buildLoader, type BuildSources } from '../../src/shared/data/build-loader'
import { clearSnapshotCache } from '../../src/node/data/snapshots'
import type { Lang } from '../../src/shared/i18n/languages'

/** What react-router hands a loader; only `params` is read. */
function args(params: LoaderFunctionArgs['params']): LoaderFunctionArgs {
  return { params, request: new Request('http://127.0.0.1/'), context: undefined }
}

describe('buildLoader (the route loaders of the pages)', () => {
  let dir: string
  const previousDir = process.env.SNAPSHOT_DIR

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'build-loader-'))
    process.env.SNAPSHOT_DIR = dir
    clearSnapshotCache()
    await writeSnapshot(dir, {
      name: 'categories',
      fetchedAt: '2025-10-01T00:00:00Z',
      source: 'test',
      data: [{ id: 1, libelle: { fr: 'Eau', en: 'Water' } }],
    })
  })

  afterAll(async () => {
    if (previousDir === undefined) delete process.env.SNAPSHOT_DIR
    else process.env.SNAPSHOT_DIR = previousDir
    clearSnapshotCache()
    await rm(dir, { recursive: true, force: true })
  })

  afterEach(() => vi.unstubAllEnvs())

  it.each<[string | undefined, Lang]>([
    ['fr', 'fr'],
    ['en', 'en'],
    // An unknown prefix reads as French, as the frame's 404 page does.
    ['de', 'fr'],
    [undefined, 'fr'],
  ])('gives the language of the URL: %s → %s', async (segment, lang) => {
    const loader = buildLoader(({ lang }) => lang)
    expect(await loader(args({ lang: segment }))).toBe(lang)
  })

  it('gives the route parameters', async () => {
    const loader = buildLoader(({ params }) => params.slug ?? null)
    expect(await loader(args({ lang: 'fr', slug: 'forage' }))).toBe('forage')
    expect(await loader(args({ lang: 'fr' }))).toBeNull()
  })

  it('reads the API snapshots of SNAPSHOT_DIR, null for a missing one', async () => {
    const loader = buildLoader(async ({ snapshot }) => ({
      categories: await snapshot('categories'),
      team: await snapshot('team'),
    }))
    expect(await loader(args({ lang: 'fr' }))).toEqual({
      categories: [{ id: 1, libelle: { fr: 'Eau', en: 'Water' } }],
      team: null,
    })
  })

  it('reads content/settings.yaml and the content entries', async () => {
    const loader = buildLoader(async ({ settings, content, lang }: BuildSources) => ({
      phone: (await settings()).contact.phone,
      themes: (await (await content()).listEntries('themes', lang)).length,
    }))
    const data = await loader(args({ lang: 'en' }))
    expect(data?.phone).toMatch(/^\+229[\d ]+$/)
    expect(data?.themes).toBeGreaterThan(0)
  })

  it('gives null when the page has nothing (undefined or null)', async () => {
    expect(await buildLoader(() => null)(args({ lang: 'fr' }))).toBeNull()
    expect(await buildLoader(async () => undefined as unknown as null)(args({ lang: 'fr' }))).toBeNull()
  })

  it('gives null outside the build without reading anything (the browser of the dev server)', async () => {
    vi.stubEnv('SSR', false)
    const read = vi.fn(() => 'data')
    expect(await buildLoader(read)(args({ lang: 'fr' }))).toBeNull()
    expect(read).not.toHaveBeenCalled()
  })
})
