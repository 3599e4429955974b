import type { z } from 'zod'
import { COMMENT_PAGE_SIZE } from '../../src/api/page-sizes'
import type { EndpointDefinition } from '../../src/schemas/endpoint-schemas'
import type { SnapshotData, SnapshotName } from '../../src/schemas/endpoints'
import { type DroppedRecord, parseArticlesPage, parseList, parseObject } from '../../src/schemas/parse'
import { type ArticleComments, parseCommentPageBody } from '../../src/schemas/comment-page'
import { articleCommentsPath } from '../../src/schemas/paths'
import { FetchFailure, type RequestPolicy, getJson } from './http'
import { mapWithConcurrency } from './pool'
import { richTextSanitizer } from './rich-text-images'
import { sanitizeRichText } from './sanitize'

/** What one endpoint gave, validated and sanitized, before images are stored. */
export interface EndpointPayload<N extends SnapshotName = SnapshotName> {
  data: SnapshotData[N]
  /** Records kept (1 for an object endpoint). */
  kept: number
  dropped: DroppedRecord[]
  /** The URL the data came from (first page for the articles). */
  source: string
  /** The sanitized rich-text values of `data` that hold images (rich-text-images.ts stores those images). */
  richText: ReadonlySet<string>
}
/** The articles are pulled whole, in pages as large as the API allows. */
export const ARTICLES_PAGE_SIZE = 100
const MAX_ARTICLE_PAGES = 1000

export function endpointUrl(
  apiUrl: string,
  path: string,
  query: Record<string, string | number> = {},
): string {
  const url = new URL(path, `${apiUrl}/`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value))
  return url.href
}

/**
 * Whether a snapshot's `source` is this endpoint of the API at `apiUrl`: same origin and path (the query
 * holds only paging). A strict build uses no other snapshot (docs/behaviour.md#build-time-failure-policy).
 */
export function isSourceOf(source: string, definition: { path: string }, apiUrl: string): boolean {
  const endpoint = (url: string) => {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname}`
  }
  try {
    return endpoint(source) === endpoint(endpointUrl(apiUrl, definition.path))
  } catch {
    return false
  }
}

async function pullArticles(
  definition: EndpointDefinition<'articles'>,
  apiUrl: string,
  policy: RequestPolicy,
): Promise<EndpointPayload<'articles'>> {
  const records: SnapshotData['articles'] = []
  const dropped: DroppedRecord[] = []
  const seen = new Set<number>()
  const sanitizer = richTextSanitizer(sanitizeRichText)
  let received = 0
  let source = ''
  for (let page = 1; page <= MAX_ARTICLE_PAGES; page++) {
    const url = endpointUrl(apiUrl, definition.path, {
      ...definition.query,
      page,
      page_size: ARTICLES_PAGE_SIZE,
    })
    source ||= url
    const body = await getJson(url, policy)
    const parsed = parseArticlesPage(definition.name, definition.schema, body, ARTICLES_PAGE_SIZE, sanitizer)
    const onPage = parsed.records.length + parsed.dropped.length
    const before = records.length
    for (const record of parsed.records) {
      if (seen.has(record.id)) continue
      seen.add(record.id)
      records.push(record)
    }
    dropped.push(...parsed.dropped)
    received += onPage
    // Stop at the end, and also when a page brings nothing new (a back-end that ignores `page`).
    const nothingNew = records.length === before && parsed.dropped.length === 0
    const more = onPage > 0 && (received < parsed.totalCount || page < parsed.totalPages)
    if (!more || nothingNew) break
  }
  return { data: records, kept: records.length, dropped, source, richText: sanitizer.withImages }
}

/**
 * The first page of each article's comments (docs/behaviour.md#comments), one request per article. An article
 * whose page fails is left out with a warning (its page then loads them in the browser); all failing is a
 * failure of the endpoint.
 */
async function pullComments(
  definition: EndpointDefinition<'comments'>,
  apiUrl: string,
  policy: RequestPolicy,
  { articleIds, concurrency }: PullContext,
): Promise<EndpointPayload<'comments'>> {
  if (articleIds instanceof Error) throw articleIds
  const sanitizer = richTextSanitizer(sanitizeRichText)
  const dropped: DroppedRecord[] = []
  let firstFailure: unknown
  const pages = await mapWithConcurrency(articleIds, concurrency, async (article) => {
    const url = endpointUrl(apiUrl, articleCommentsPath(article), { page: 1, page_size: COMMENT_PAGE_SIZE })
    try {
      const parsed = parseCommentPageBody(await getJson(url, policy), sanitizer)
      dropped.push(...parsed.dropped)
      return [{ article, ...parsed.page }]
    } catch (error) {
      firstFailure ??= error
      const message = error instanceof Error ? error.message : String(error)
      dropped.push({ id: article, field: 'comments', message: `article ${article}: ${message}` })
      return []
    }
  })
  const data: ArticleComments[] = pages.flat()
  if (data.length === 0 && firstFailure !== undefined) throw firstFailure
  const source = endpointUrl(apiUrl, definition.path)
  return { data, kept: data.length, dropped, source, richText: sanitizer.withImages }
}

/**
 * What the comments need: the articles' ids (or, when there are none to use, the articles' failure), and how
 * many of their pages may be in flight at once.
 */
export interface PullContext {
  articleIds: readonly number[] | Error
  concurrency: number
}

/**
 * GET, validate and sanitize one endpoint of the registry. Throws a FetchFailure or a parse error. The
 * comments are pulled per article of `context`.
 */
export async function pullEndpoint<N extends SnapshotName>(
  definition: EndpointDefinition<N>,
  apiUrl: string,
  policy: RequestPolicy,
  context: PullContext = { articleIds: [], concurrency: 1 },
): Promise<EndpointPayload<N>> {
  if (definition.kind === 'comments') {
    return (await pullComments(
      definition as EndpointDefinition<'comments'>,
      apiUrl,
      policy,
      context,
    )) as EndpointPayload<N>
  }
  if (definition.kind === 'articles') {
    // The registry ties the articles kind to the articles snapshot; TypeScript cannot follow the generic.
    return (await pullArticles(
      definition as EndpointDefinition<'articles'>,
      apiUrl,
      policy,
    )) as EndpointPayload<N>
  }
  const source = endpointUrl(apiUrl, definition.path, definition.query)
  let body: unknown
  try {
    body = await getJson(source, policy)
  } catch (failure) {
    // An optional endpoint the back-end does not have: known, hence a result, not a failure.
    if (definition.absent !== undefined && failure instanceof FetchFailure && failure.status === 404)
      return { data: definition.absent, kept: 1, dropped: [], source, richText: new Set() }
    throw failure
  }
  const schema = definition.schema as z.ZodType
  const sanitizer = richTextSanitizer(sanitizeRichText)
  if (definition.kind === 'list') {
    const parsed = parseList(definition.name, schema, body, sanitizer)
    const data = parsed.records as SnapshotData[N]
    return {
      data,
      kept: parsed.records.length,
      dropped: parsed.dropped,
      source,
      richText: sanitizer.withImages,
    }
  }
  const record = parseObject(definition.name, schema, body, sanitizer)
  if (record === null) throw new FetchFailure('invalid', source, 'the answer holds no record')
  return { data: record as SnapshotData[N], kept: 1, dropped: [], source, richText: sanitizer.withImages }
}
