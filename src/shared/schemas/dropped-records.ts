// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
/**
 * Reading a list body record by record, and reporting the records dropped: shared by the pipeline's and the
 * browser's parsing (parse.ts) and the comments' (src/browser/api/comment-parsing.ts), without any schema.
 */

export interface DroppedRecord {
  /** The record's `id` as sent, when it had one. */
  id: string | number | null
  /** Path of the first failing field, e.g. `slug` or `objectives_items_fr.2.points`. */
  field: string
  message: string
}

/** The body does not have the shape of the endpoint at all (not a list, not an object). */
export class ResponseShapeError extends Error {
  constructor(
    readonly endpoint: string,
    expected: string,
  ) {
    super(`${endpoint}: expected ${expected}`)
    this.name = 'ResponseShapeError'
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

export function rawId(value: unknown): string | number | null {
  if (!isRecord(value)) return null
  const id = value.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

/** The first failing field of a record and its message (zod and the comments' own checks report alike). */
export function describeFailure(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): {
  field: string
  message: string
} {
  const issue = error.issues[0]
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(record)'
  return { field, message: issue?.message ?? 'Invalid record' }
}

/** The records of a list body: a bare array, or `{ results: [...] }` (DRF, maybe with count/next/previous). */
export function listItems(endpoint: string, body: unknown): unknown[] {
  if (Array.isArray(body)) return body
  if (isRecord(body) && Array.isArray(body.results)) return body.results
  throw new ResponseShapeError(endpoint, 'a list or an object with "results"')
}

/** The warning line for a dropped record, the same at build time and in the browser console. */
export function formatDropped(endpoint: string, record: DroppedRecord): string {
  const id = record.id === null ? 'without id' : `id=${record.id}`
  return `warning: ${endpoint}: dropped record ${id}, field "${record.field}": ${record.message}`
}
