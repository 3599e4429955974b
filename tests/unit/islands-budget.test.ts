import { describe, expect, it } from 'vitest'
import {
  budgetMisses,
  failsOnlyByDesign,
  ISLANDS_BUDGET,
  type PageMeasure,
} from '../../scripts/bench/islands-budget'
import { DOCUMENT_STATUS_ONLY, type LighthouseFigures } from '../../scripts/bench/lighthouse'
import { PAGE_TYPES, selectPageTypes, type PageTypeId } from '../../scripts/bench/page-types'

const type = (id: PageTypeId) => PAGE_TYPES.find((pageType) => pageType.id === id)!

const figures: LighthouseFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 10,
  cls: 0,
  requests: 12,
  firstScreenRequests: 6,
  scriptRequests: 1,
  benchmarkIndex: 380,
  failedAudits: [],
  protocols: ['h2'],
}

function measure(overrides: Partial<PageMeasure> = {}, page: Partial<LighthouseFigures> = {}): PageMeasure {
  return {
    type: type('about'),
    page: { ...figures, ...page },
    lcpRatio: 1.02,
    jsBytesBeforeLcp: 0,
    jsBytes: 3000,
    ...overrides,
  }
}

describe('budgetMisses', () => {
  it('finds nothing to say about a page within every figure', () => {
    expect(budgetMisses(measure())).toEqual([])
  })

  it('names each figure that misses', () => {
    expect(
      budgetMisses(
        measure(
          { lcpRatio: 1.22, jsBytesBeforeLcp: 4000, jsBytes: 98_000 },
          { performance: 82, tbtMs: 614, cls: 0.02, accessibility: 96 },
        ),
      ),
    ).toEqual([
      'perf 82 < 98',
      'a11y 96 < 100',
      'TBT 614 ms > 50',
      'CLS 0.02 > 0',
      'LCP ratio 1.22 > 1.05',
      '4000 B of JS before LCP',
      'JS 95.7 KiB br > 5 on a frame-only page',
    ])
  })

  it('holds only frame-only pages to the total JavaScript budget', () => {
    const heavy = { jsBytes: ISLANDS_BUDGET.frameOnlyJsBytes + 1 }
    expect(budgetMisses(measure({ ...heavy, type: type('info') }))).toHaveLength(1)
    expect(budgetMisses(measure({ ...heavy, type: type('donation') }))).toEqual([])
  })

  it('counts a figure that could not be measured as a miss', () => {
    expect(budgetMisses(measure({ page: null, lcpRatio: Number.NaN, jsBytesBeforeLcp: Number.NaN }))).toEqual(
      ['Lighthouse failed', 'LCP ratio NaN > 1.05', 'NaN B of JS before LCP'],
    )
  })

  it('forgives the 404 page only the audits a not-found page fails by design', () => {
    const notFound = { type: type('404') }
    const byDesign = {
      bestPractices: 96,
      seo: 54,
      failedAudits: [
        `best-practices/errors-in-console${DOCUMENT_STATUS_ONLY}`,
        'seo/http-status-code',
        'seo/is-crawlable',
      ],
    }
    expect(budgetMisses(measure(notFound, byDesign))).toEqual([])
    expect(failsOnlyByDesign(measure(notFound, byDesign), 'seo')).toBe(true)
    const more = { ...byDesign, failedAudits: [...byDesign.failedAudits, 'seo/link-text'] }
    expect(budgetMisses(measure(notFound, more))).toEqual(['seo 54 < 100'])
    const consoleError = {
      ...byDesign,
      failedAudits: ['best-practices/errors-in-console', 'seo/is-crawlable'],
    }
    expect(budgetMisses(measure(notFound, consoleError))).toEqual(['b.p. 96 < 100'])
    expect(budgetMisses(measure({}, byDesign))).toEqual(['b.p. 96 < 100', 'seo 54 < 100'])
  })
})

describe('selectPageTypes', () => {
  it('takes every page type without the option', () => {
    expect(selectPageTypes(undefined).map((pageType) => pageType.id)).toEqual([
      'home',
      'news',
      'article',
      'about',
      'donation',
      'info',
      '404',
    ])
  })

  it('takes the named ones, in the table order', () => {
    expect(selectPageTypes('404, home').map((pageType) => pageType.id)).toEqual(['home', '404'])
  })

  it('refuses an unknown name with the list of known ones', () => {
    expect(() => selectPageTypes('home,blog')).toThrow(
      /among home, news, article, about, donation, info, 404/,
    )
    expect(() => selectPageTypes('')).toThrow(/--pages/)
  })

  it('marks about and the static page as the frame-only types', () => {
    expect(PAGE_TYPES.filter((pageType) => pageType.frameOnly).map((pageType) => pageType.id)).toEqual([
      'about',
      'info',
    ])
  })

  it('serves the 404 type from 404.html at an unknown address in each language', () => {
    expect(type('404').file).toBe('404.html')
    expect(type('404').path('fr', [])).toBe('/fr/une-page-qui-n-existe-pas')
    expect(type('404').path('en', [])).toBe('/en/a-page-that-does-not-exist')
    expect(type('article').path('en', ['/en/about', '/en/actualite/water'])).toBe('/en/actualite/water')
  })
})
