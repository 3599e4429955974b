import { DOCUMENT_STATUS_ONLY, type LighthouseFigures } from './lighthouse'
import type { PageType } from './page-types'

/** What every page type must reach on the calibrated low-end phone (docs/architecture.md#the-bench). */
export const ISLANDS_BUDGET = {
  performance: 98,
  /** Accessibility, best practices and SEO. */
  others: 100,
  /** The page's LCP over its no-JavaScript twin's. */
  lcpRatio: 1.05,
  tbtMs: 50,
  cls: 0,
  jsBytesBeforeLcp: 0,
  /** Brotli, everything fetched, on a page whose only interactive parts are the frame. */
  frameOnlyJsBytes: 5 * 1024,
}

/**
 * Audits a not-found page fails by design: its status is 404 (which the browser logs as an error of the
 * document), and it asks not to be indexed. The 404 page's best practices and SEO pass when these are their
 * only failures.
 */
export const NOT_FOUND_EXCEPTIONS = [
  `best-practices/errors-in-console${DOCUMENT_STATUS_ONLY}`,
  'seo/http-status-code',
  'seo/is-crawlable',
]

/**
 * Whether a category scored below 100 only for audits its page type fails by design (the 404 page's
 * NOT_FOUND_EXCEPTIONS): `category` is Lighthouse's id, as failedAudits names it.
 */
export function failsOnlyByDesign(measure: PageMeasure, category: 'best-practices' | 'seo'): boolean {
  if (measure.type.id !== '404' || !measure.page) return false
  const failures = measure.page.failedAudits.filter((audit) => audit.startsWith(`${category}/`))
  return failures.length > 0 && failures.every((audit) => NOT_FOUND_EXCEPTIONS.includes(audit))
}

/** What the bench measured for one page. */
export interface PageMeasure {
  type: PageType
  page: LighthouseFigures | null
  /** Median over the pairs of the page's LCP over its twin's (NaN when no pair was measured). */
  lcpRatio: number
  /** NaN when not measured. */
  jsBytesBeforeLcp: number
  /** Brotli; NaN when not measured. */
  jsBytes: number
}

/** Each figure of `measure` that misses the budget, said briefly ("perf 82 < 98"); empty when all pass. */
export function budgetMisses(measure: PageMeasure): string[] {
  const budget = ISLANDS_BUDGET
  const misses: string[] = []
  const { page } = measure
  if (!page) misses.push('Lighthouse failed')
  else {
    if (!(page.performance >= budget.performance))
      misses.push(`perf ${page.performance} < ${budget.performance}`)
    if (!(page.accessibility >= budget.others)) misses.push(`a11y ${page.accessibility} < ${budget.others}`)
    if (!(page.bestPractices >= budget.others) && !failsOnlyByDesign(measure, 'best-practices')) {
      misses.push(`b.p. ${page.bestPractices} < ${budget.others}`)
    }
    if (!(page.seo >= budget.others) && !failsOnlyByDesign(measure, 'seo')) {
      misses.push(`seo ${page.seo} < ${budget.others}`)
    }
    if (!(page.tbtMs <= budget.tbtMs)) misses.push(`TBT ${page.tbtMs} ms > ${budget.tbtMs}`)
    if (!(page.cls <= budget.cls)) misses.push(`CLS ${page.cls} > ${budget.cls}`)
  }
  if (!(measure.lcpRatio <= budget.lcpRatio)) {
    misses.push(`LCP ratio ${measure.lcpRatio.toFixed(2)} > ${budget.lcpRatio}`)
  }
  if (!(measure.jsBytesBeforeLcp <= budget.jsBytesBeforeLcp)) {
    misses.push(`${measure.jsBytesBeforeLcp} B of JS before LCP`)
  }
  if (measure.type.frameOnly && !(measure.jsBytes <= budget.frameOnlyJsBytes)) {
    misses.push(
      `JS ${(measure.jsBytes / 1024).toFixed(1)} KiB br > ${budget.frameOnlyJsBytes / 1024} on a frame-only page`,
    )
  }
  return misses
}
