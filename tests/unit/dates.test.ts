import { describe, expect, it } from 'vitest'
import { formatDate } from '../../src/lib/dates'

describe('formatDate', () => {
  it.each([
    // In Benin's time (UTC+1), whatever the machine's zone: 23:30 UTC is the next day there.
    ['2025-03-15T09:30:00Z', 'fr', false, '15 mars 2025'],
    ['2025-03-15T09:30:00Z', 'en', false, 'March 15, 2025'],
    ['2025-03-15T09:30:00Z', 'fr', true, '15 mars 2025 à 10:30'],
    ['2025-03-15T09:30:00Z', 'en', true, 'March 15, 2025 at 10:30 AM'],
    ['2025-12-31T23:30:00Z', 'fr', false, '1 janvier 2026'],
  ] as const)('%s in %s (time: %s) reads "%s"', (iso, lang, withTime, expected) => {
    expect(formatDate(iso, lang, { withTime })).toBe(expected)
    // The second call uses the formatter the first made: same text.
    expect(formatDate(iso, lang, { withTime })).toBe(expected)
  })

  it.each([null, undefined, '', 'not a date'])('is empty for %j', (iso) => {
    expect(formatDate(iso, 'fr')).toBe('')
  })
})
