import type { z } from 'zod'
import {
  type DroppedRecord,
  ResponseShapeError,
  describeFailure,
  isRecord,
  listItems,
  rawId,
} from './dropped-records'
import { type HtmlSanitizer, type Sanitized, sanitizeRichText } from './rich-text'

export { type DroppedRecord, ResponseShapeError, formatDropped } from './dropped-records'

/**
 * Parsing of whole endpoint bodies, shared by the build pipeline and the browser client. Lists are parsed per
 * record: a record that fails validation is dropped and reported (endpoint, id, field); the others are kept.
 */

export interface ParsedList<T> {
  records: T[]
  dropped: DroppedRecord[]
}

export interface ParsedArticlesPage<T> extends ParsedList<T> {
  totalPages: number
  totalCount: number
}

export interface ParseOptions {
  /** The sanitizer of the side that parses (sanitize-html at build time, DOMPurify in the browser). */
  sanitizeHtml: HtmlSanitizer
}

/** A schema's record, sanitized: what every parse function returns. */
export type Parsed<S extends z.ZodType> = Sanitized<z.output<S>>

function parseItems<S extends z.ZodType>(
  items: unknown[],
  schema: S,
  options: ParseOptions,
): ParsedList<Parsed<S>> {
  const records: Parsed<S>[] = []
  const dropped: DroppedRecord[] = []
  for (const item of items) {
    const result = schema.safeParse(item)
    if (result.success) records.push(sanitizeRichText(result.data, options.sanitizeHtml))
    else dropped.push({ id: rawId(item), ...describeFailure(result.error) })
  }
  return { records, dropped }
}

export function parseList<S extends z.ZodType>(
  endpoint: string,
  schema: S,
  body: unknown,
  options: ParseOptions,
): ParsedList<Parsed<S>> {
  return parseItems(listItems(endpoint, body), schema, options)
}

/**
 * A single object (the about, mission and history pages, the article stats, one slide or article). A one-item
 * list is accepted too, as a list view of a singleton would answer. An invalid object throws a
 * `RecordValidationError` naming the field; an empty list gives null.
 */
export function parseObject<S extends z.ZodType>(
  endpoint: string,
  schema: S,
  body: unknown,
  options: ParseOptions,
): Parsed<S> | null {
  let value: unknown = body
  if (Array.isArray(body) || (isRecord(body) && Array.isArray(body.results))) {
    const items = listItems(endpoint, body)
    if (items.length === 0) return null
    value = items[0]
  }
  if (!isRecord(value)) throw new ResponseShapeError(endpoint, 'an object')
  const result = schema.safeParse(value)
  if (!result.success)
    throw new RecordValidationError(endpoint, { id: rawId(value), ...describeFailure(result.error) })
  return sanitizeRichText(result.data, options.sanitizeHtml)
}

export class RecordValidationError extends Error {
  constructor(
    readonly endpoint: string,
    readonly record: DroppedRecord,
  ) {
    super(
      `${endpoint}: invalid record${record.id === null ? '' : ` id=${record.id}`}, field "${record.field}": ${record.message}`,
    )
    this.name = 'RecordValidationError'
  }
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null
}

/**
 * One page of `/api/articles/`: `{ results, pagination: { total_pages, total_count } }`, DRF's
 * `{ count, results }` (pages derived from `pageSize`), or a bare array (one page). At least one page, so the
 * pagination of an empty listing reads "1 page".
 */
export function parseArticlesPage<S extends z.ZodType>(
  endpoint: string,
  schema: S,
  body: unknown,
  pageSize: number,
  options: ParseOptions,
): ParsedArticlesPage<Parsed<S>> {
  const items = listItems(endpoint, body)
  const parsed = parseItems(items, schema, options)
  let totalCount = items.length
  let totalPages = 1
  if (isRecord(body)) {
    const pagination = isRecord(body.pagination) ? body.pagination : null
    const given = count(pagination?.total_count) ?? count(body.count)
    if (given !== null) totalCount = given
    totalPages = count(pagination?.total_pages) ?? Math.ceil(totalCount / Math.max(1, pageSize))
  }
  return { ...parsed, totalCount, totalPages: Math.max(1, totalPages) }
}
