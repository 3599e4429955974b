import { describe, expect, it } from 'vitest'
import { formatDate } from '../../src/shared/lib/dates'
import { knownFormatted, recordFormatted } from '../../src/shared/lib/formatted-texts'
import { pluralKey } from '../../src/shared/i18n/plural'
import { formatNumber } from '../../src/shared/lib/numbers'

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

describe('formatNumber', () => {
  it.each([
    [85000, 'fr', '85\u202f000'],
    [85000, 'en', '85,000'],
    [7, 'fr', '7'],
  ] as const)('%d in %s reads %j', (value, lang, expected) => {
    expect(formatNumber(value, lang)).toBe(expected)
  })
})

describe('formatted texts carried from the prerender to the browser', () => {
  it('records what a render formatted, nested renders included, and nothing outside a recording', () => {
    formatDate('2024-01-02T10:00:00Z', 'fr')
    const [html, texts] = recordFormatted(() => {
      const [inner] = recordFormatted(() => formatDate('2024-02-03T10:00:00Z', 'en', { withTime: true }))
      return `${formatDate('2024-02-03T10:00:00Z', 'fr')} / ${inner} / ${formatNumber(1200, 'en')} / ${pluralKey('comments.counter', 2, 'en')}`
    })
    expect(html).toBe('3 février 2024 / February 3, 2024 at 11:00 AM / 1,200 / comments.counter.other')
    expect(texts).toEqual({
      'date|fr|0|2024-02-03T10:00:00Z': '3 février 2024',
      'date|en|1|2024-02-03T10:00:00Z': 'February 3, 2024 at 11:00 AM',
      'number|en|1200': '1,200',
      'plural|en|2': 'other',
    })
  })

  it('gives back a known text as it was recorded, without formatting it again', () => {
    // Texts no formatter would make: proof that the known value, not a new formatting, is returned.
    knownFormatted({
      'date|fr|0|2031-05-06T08:00:00Z': 'le six mai',
      'number|fr|31': 'trente et un',
      'date|en|0|2031-05-06T08:00:00Z': 42,
    })
    expect(formatDate('2031-05-06T08:00:00Z', 'fr')).toBe('le six mai')
    expect(formatNumber(31, 'fr')).toBe('trente et un')
    // A value that is not text is ignored: the date is formatted.
    expect(formatDate('2031-05-06T08:00:00Z', 'en')).toBe('May 6, 2031')
    expect(formatDate('2031-05-06T08:00:00Z', 'fr', { withTime: true })).toBe('6 mai 2031 à 09:00')
  })
})
