import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium'
import { DEFAULT_CPU_SLOWDOWN } from './cpu-calibration'

/**
 * Lighthouse's mobile figures for one URL (default mobile emulation and network throttling, the CPU slowdown
 * the caller asks for), in Debian's Chromium.
 */
export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Every request of the load, until Lighthouse stopped recording. */
  requests: number
  /** The requests started before the first screen was complete (its last visual change). */
  firstScreenRequests: number
  /** The host's CPU power as Lighthouse measured it before the load (see cpu-calibration.ts). */
  benchmarkIndex: number
}

/**
 * Lighthouse errors that are about the measurement, not the page: the trace Chromium recorded lacks an event
 * Lighthouse needs (NO_NAVSTART: the navigation's start; NO_FCP, NO_LCP: a paint) or the browser did not
 * answer in time. They come and go on a busy machine (tracing drops events when the CPU is saturated), so
 * the run is tried again in a fresh browser; an error that says something about the page is not retried.
 */
const MEASUREMENT_ERRORS = new Set([
  'NO_NAVSTART',
  'NO_TRACING_STARTED',
  'TRACING_ALREADY_STARTED',
  'NO_RESOURCE_REQUEST',
  'NO_FCP',
  'NO_LCP',
  'NO_SCREENSHOTS',
  'NO_SPEEDLINE_FRAMES',
  'SPEEDINDEX_OF_ZERO',
  'INVALID_SPEEDLINE',
  'PROTOCOL_TIMEOUT',
  'CRI_TIMEOUT',
  'TARGET_CRASHED',
  'MISSING_REQUIRED_ARTIFACT',
  'ERRORED_REQUIRED_ARTIFACT',
])

export class LighthouseRunError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(code && !message.includes(code) ? `${code}: ${message}` : message)
  }

  get retriable(): boolean {
    return this.code !== undefined && MEASUREMENT_ERRORS.has(this.code)
  }
}

function runErrorOf(error: unknown): LighthouseRunError {
  if (error instanceof LighthouseRunError) return error
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String(error)
  return new LighthouseRunError(typeof code === 'string' ? code : undefined, message)
}

interface AuditsForRequests {
  [id: string]: { details?: unknown } | undefined
}

/**
 * How many requests started before the first screen was complete: before the viewport's last visual change
 * during the load, as Lighthouse's filmstrip saw it. Both times are the trace's, in microseconds.
 */
export function requestsBeforeFirstScreen(audits: AuditsForRequests): number {
  const metrics = audits['metrics']?.details as
    { items?: { observedLastVisualChangeTs?: number }[] } | undefined
  const network = audits['network-requests']?.details as
    { items?: { rendererStartTime?: number }[]; debugData?: { networkStartTimeTs?: number } } | undefined
  const complete = metrics?.items?.[0]?.observedLastVisualChangeTs
  const start = network?.debugData?.networkStartTimeTs
  if (complete === undefined || start === undefined) return Number.NaN
  return (network?.items ?? []).filter(
    (request) =>
      request.rendererStartTime !== undefined && start + request.rendererStartTime * 1000 <= complete,
  ).length
}

async function runOnce(url: string, cpuSlowdown: number): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Merged into the default mobile throttling: only the CPU factor changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    })
    if (!result) throw new LighthouseRunError(undefined, `Lighthouse gave no result for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
    // A run that failed half-way still returns a report, with empty scores: that is a failure, not zeros.
    if (runtimeError) throw new LighthouseRunError(runtimeError.code, runtimeError.message)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      requests:
        (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
      firstScreenRequests: requestsBeforeFirstScreen(audits),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * One Lighthouse run with the CPU slowed down `cpuSlowdown` times (Lighthouse's default unless told), tried up
 * to `attempts` times when it fails for a reason that is not the page's.
 */
export async function runLighthouse(
  url: string,
  { attempts = 3, cpuSlowdown = DEFAULT_CPU_SLOWDOWN } = {},
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, cpuSlowdown)
    } catch (error) {
      const failure = runErrorOf(error)
      if (!failure.retriable || attempt >= attempts) throw failure
    }
  }
}

/** The median of the finite values (a figure a run could not compute is NaN), or NaN when none is. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The median of several runs, figure by figure: one run on a shared machine can be off by tens of points
 * (another process takes the CPU while Lighthouse measures blocking time).
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  if (!runs.length) throw new Error('medianFigures needs at least one run')
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]))
  return {
    performance: Math.round(of('performance')),
    accessibility: Math.round(of('accessibility')),
    bestPractices: Math.round(of('bestPractices')),
    seo: Math.round(of('seo')),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Number(of('cls').toFixed(3)),
    requests: Math.round(of('requests')),
    firstScreenRequests: Math.round(of('firstScreenRequests')),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
  }
}
