/**
 * Whether a page object from the API (about, mission, history) holds anything to show. The schemas turn
 * missing fields into '' and [], so an answer without content still parses: it is shown as "no data".
 */
export function hasAnyText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return true
  if (Array.isArray(value)) return value.some(hasAnyText)
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasAnyText)
  return false
}

export function isPageEmpty(page: unknown): boolean {
  return page === null || page === undefined || !hasAnyText(page)
}
