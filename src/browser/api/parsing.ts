import type { z } from 'zod'
import './zod-without-eval'
import { sanitizeRichTextInBrowser } from './sanitize-browser'
import { type Article, type HeroSlide, articleSchema, heroSlideSchema } from '../../shared/schemas/api'
import { prepareRecordTexts } from '../../shared/i18n/record-texts'
import { endpointOf } from '../../shared/schemas/endpoint-schemas'
import type { SnapshotData, SnapshotName } from '../../shared/schemas/endpoints'
import { resolveImageSources } from '../../shared/schemas/images'
import {
  type DroppedRecord,
  type ParseOptions,
  formatDropped,
  parseArticlesPage,
  parseList,
  parseObject,
} from '../../shared/schemas/parse'
import { ApiError } from './client'
import { API_BASE } from '../../shared/api/config'

/**
 * Validation and sanitizing of what the browser fetches. This module pulls in zod, the schemas and DOMPurify,
 * so `fetchers.ts` loads it with a dynamic `import()` on the first fetch only.
 */

const PARSE: ParseOptions = { sanitizeHtml: sanitizeRichTextInBrowser }

/** What the pipeline does to a record before its snapshot, done here to records fetched live. */
function finish<T>(records: T): T {
  prepareRecordTexts(records)
  return resolveImageSources(records, API_BASE)
}

function warnDropped(endpoint: string, dropped: DroppedRecord[]): void {
  for (const record of dropped) console.warn(formatDropped(endpoint, record))
}

/** A list or object body of a registry endpoint; bad records are dropped (with a warning), the rest kept. */
export function parseEndpointBody<N extends SnapshotName>(name: N, body: unknown): SnapshotData[N] | null {
  const { kind } = endpointOf(name)
  // Any endpoint's schema: what it gives is SnapshotData[N], which TypeScript cannot follow through the generic.
  const schema: z.ZodType = endpointOf(name).schema
  if (kind === 'object') return finish(parseObject(name, schema, body, PARSE)) as SnapshotData[N] | null
  const parsed = parseList(name, schema, body, PARSE)
  warnDropped(name, parsed.dropped)
  return finish(parsed.records) as SnapshotData[N]
}

export interface ArticlesPage {
  results: Article[]
  totalPages: number
  totalCount: number
}

export function parseArticles(body: unknown, pageSize: number): ArticlesPage {
  const parsed = parseArticlesPage('articles', articleSchema, body, pageSize, PARSE)
  warnDropped('articles', parsed.dropped)
  return {
    results: finish(parsed.records),
    totalPages: parsed.totalPages,
    totalCount: parsed.totalCount,
  }
}

function parseOne<T>(endpoint: string, parse: () => T | null): T {
  const record = parse()
  if (record === null) throw new ApiError(404, `${endpoint}: no record in the answer`)
  return finish(record)
}

export function parseSlide(body: unknown): HeroSlide {
  return parseOne('heroSlide', () => parseObject('heroSlide', heroSlideSchema, body, PARSE))
}

export function parseArticle(body: unknown): Article {
  return parseOne('article', () => parseObject('article', articleSchema, body, PARSE))
}
