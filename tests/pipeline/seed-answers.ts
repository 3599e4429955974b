import { startApiServer } from '../../server/index'
import { ENDPOINTS, type SnapshotName } from '../../src/shared/schemas/endpoints'
import { articleCommentsPath } from '../../src/shared/schemas/paths'
import { tempDir } from './fake-api'

/**
 * What the reference back-end answers from its seed (server/seed), for every endpoint of the declarations
 * (src/shared/schemas/endpoints.ts): the fake API's default answers (fixtures.ts), so the pipeline tests follow a new
 * endpoint from its declaration and its seed, with no answer written by hand. Read once per run, by the
 * integration project's global setup, which hands them to the test files (`inject('seedAnswers')`).
 * Images are left out (null): the fake API serves no media, and tests/pipeline/images.test.ts has its own.
 */
export interface SeedAnswers {
  /** The body of each list and object endpoint, as its declaration asks for it (query included). */
  bodies: Partial<Record<SnapshotName, unknown>>
  /** Every article, newest first. */
  articles: { id: number }[]
  /** The first page of comments of each article, by the article's id. */
  comments: Record<number, unknown>
}

async function readSeedAnswers(): Promise<SeedAnswers> {
  const dataDir = await tempDir('seed-answers')
  const server = await startApiServer({ dataDir: dataDir.dir, port: 0 })
  const get = async (path: string, query: Readonly<Record<string, string>> = {}): Promise<unknown> => {
    const url = new URL(path, server.url)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`The reference back-end answered ${response.status} for ${url.href}`)
    return withoutMedia(await response.json(), server.url)
  }
  try {
    const bodies: SeedAnswers['bodies'] = {}
    let articles: { id: number }[] = []
    const comments: Record<number, unknown> = {}
    for (const [name, declaration] of Object.entries(ENDPOINTS) as [
      SnapshotName,
      (typeof ENDPOINTS)[SnapshotName],
    ][]) {
      const query = 'query' in declaration ? declaration.query : undefined
      if (declaration.kind === 'articles') {
        const body = (await get(declaration.path, { ...query, page_size: '100' })) as {
          results: { id: number }[]
        }
        articles = body.results
      } else if (declaration.kind === 'comments') {
        for (const { id } of articles) comments[id] = await get(articleCommentsPath(id))
      } else {
        bodies[name] = await get(declaration.path, query)
      }
    }
    return { bodies, articles, comments }
  } finally {
    await server.close()
    await dataDir.remove()
  }
}

/** The answer with every URL of the back-end's media replaced by null. */
function withoutMedia(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith(`${origin}/media/`) ? null : value
  if (Array.isArray(value)) return value.map((item) => withoutMedia(item, origin))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutMedia(item, origin)]))
  return value
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedAnswers: SeedAnswers
  }
}

/** Vitest's global setup of the integration project. */
export default async function setup({
  provide,
}: {
  provide: (key: 'seedAnswers', value: SeedAnswers) => void
}) {
  provide('seedAnswers', await readSeedAnswers())
}
