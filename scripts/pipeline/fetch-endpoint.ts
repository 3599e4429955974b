import type { z } from 'zod'
import { COMMENT_PAGE_SIZE } from '../../src/shared/api/page-sizes'
import type { EndpointDefinition } from '../../src/shared/schemas/endpoint-schemas'
import type { SnapshotData, SnapshotName } from '../../src/shared/schemas/endpoints'
import { type DroppedRecord, parseArticlesPage, parseList, parseObject } from '../../src/shared/schemas/parse'
import {
  type ArticleComments,
  type CommentFetch,
  parseCommentPageBody,
} from '../../src/shared/schemas/comment-page'
import { articleCommentsPath } from '../../src/shared/schemas/paths'
import { FetchFailure, type RequestPolicy, getJson, getJsonIfChanged } from './http'
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
  /** The comments only: each article's last fetch, and what the pull asked. */
  fetches?: Record<string, CommentFetch>
  note?: string
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
 * Which articles' comments a pull fetches (docs/architecture.md#the-comments-at-a-bounded-cost): the `newest`
 * articles', every article the last snapshot lacks, and the `refreshOlder` others whose last fetch is the
 * oldest (never fetched first, then the archive's order). `ids` are newest first, as the API lists them.
 */
export function commentsToFetch(
  ids: readonly number[],
  stored: ReadonlySet<number>,
  fetches: Readonly<Record<string, CommentFetch>>,
  plan: CommentsPlan,
): Set<number> {
  const chosen = new Set(ids.slice(0, plan.newest))
  const older = ids.slice(plan.newest)
  for (const id of older) if (!stored.has(id)) chosen.add(id)
  const lastFetch = (id: number) => fetches[id]?.at ?? ''
  const stalest = older
    .filter((id) => stored.has(id))
    .map((id, order) => ({ id, order, at: lastFetch(id) }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order))
  for (const { id } of stalest.slice(0, plan.refreshOlder)) chosen.add(id)
  return chosen
}

/**
 * The first page of each article's comments (docs/behaviour.md#comments), at a bounded cost: only the articles
 * `commentsToFetch` names are asked, conditionally when the last answer had validators; the others keep the
 * last snapshot's page. An article whose page fails keeps the last snapshot's, or is left out with a warning
 * (its page then loads them in the browser); every request failing is a failure of the endpoint.
 */
async function pullComments(
  definition: EndpointDefinition<'comments'>,
  apiUrl: string,
  policy: RequestPolicy,
  { articleIds, concurrency, previousComments, comments: plan = DEFAULT_COMMENTS_PLAN }: PullContext,
): Promise<EndpointPayload<'comments'>> {
  if (articleIds instanceof Error) throw articleIds
  const sanitizer = richTextSanitizer(sanitizeRichText)
  const dropped: DroppedRecord[] = []
  const stored = new Map((previousComments?.data ?? []).map(({ article, ...page }) => [article, page]))
  const storedFetches = previousComments?.fetches ?? {}
  const chosen = commentsToFetch(articleIds, new Set(stored.keys()), storedFetches, plan)
  const at = new Date().toISOString()
  const fetches: Record<string, CommentFetch> = {}
  const counts = { fetched: 0, notModified: 0, failed: 0 }
  let firstFailure: unknown
  const pages = await mapWithConcurrency(articleIds, concurrency, async (article) => {
    const kept = stored.get(article)
    /** The last snapshot's page, as it was fetched then. */
    const keep = (): ArticleComments[] => {
      if (storedFetches[article]) fetches[article] = storedFetches[article]
      return kept ? [{ article, ...kept }] : []
    }
    if (!chosen.has(article)) return keep()
    const url = endpointUrl(apiUrl, articleCommentsPath(article), { page: 1, page_size: COMMENT_PAGE_SIZE })
    // Validators only for a page the snapshot still holds: a 304 means "keep yours".
    const known = kept ? storedFetches[article] : undefined
    try {
      const answer = await getJsonIfChanged(url, policy, known)
      counts.fetched++
      if (!answer.modified) {
        counts.notModified++
        fetches[article] = { ...known, at }
        return [{ article, ...kept! }]
      }
      const parsed = parseCommentPageBody(answer.body, sanitizer)
      dropped.push(...parsed.dropped)
      fetches[article] = { at, ...answer.validators }
      return [{ article, ...parsed.page }]
    } catch (error) {
      firstFailure ??= error
      counts.failed++
      const message = error instanceof Error ? error.message : String(error)
      const note = kept ? ' (the last snapshot’s page kept)' : ''
      dropped.push({ id: article, field: 'comments', message: `article ${article}: ${message}${note}` })
      return keep()
    }
  })
  if (counts.fetched === 0 && firstFailure !== undefined) throw firstFailure
  const data: ArticleComments[] = pages.flat()
  const source = endpointUrl(apiUrl, definition.path)
  const reused = articleIds.length - chosen.size
  return {
    data,
    kept: data.length,
    dropped,
    source,
    richText: sanitizer.withImages,
    fetches,
    note:
      `asked for ${chosen.size} articles' comments (${counts.notModified} not modified, ${counts.failed} failed), ` +
      `${reused} kept from the last snapshot`,
  }
}

/** How many articles' comments a pull asks for (docs/architecture.md#the-comments-at-a-bounded-cost). */
export interface CommentsPlan {
  /** The newest articles, asked every pull. */
  newest: number
  /** Older articles asked each pull, those fetched longest ago first. */
  refreshOlder: number
}

export const DEFAULT_COMMENTS_PLAN: CommentsPlan = { newest: 100, refreshOlder: 200 }

/**
 * What the comments need: the articles' ids, newest first (or, when there are none to use, the articles'
 * failure), how many of their pages may be in flight at once, the last comments snapshot, and how many to ask.
 */
export interface PullContext {
  articleIds: readonly number[] | Error
  concurrency: number
  previousComments?: { data: readonly ArticleComments[]; fetches?: Record<string, CommentFetch> } | null
  comments?: CommentsPlan
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
