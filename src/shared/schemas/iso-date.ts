/**
 * What counts as an ISO 8601 date, apart from the schemas' building blocks so that the comments' own
 * checks (comment-check.ts) check dates the same way without importing them.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
}
