import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { chromiumPath } from '../lib/chromium'
import { DEFAULT_CPU_SLOWDOWN } from './cpu-calibration'
import { chromiumFlagsFor } from './loopback-tls'
import { median } from './median'

export { median }

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
  /** The script requests of the load (0 on a no-JavaScript twin). */
  scriptRequests: number
  /** The host's CPU power as Lighthouse measured it before the load (see cpu-calibration.ts). */
  benchmarkIndex: number
  /** `category/audit` of the accessibility, best-practices and SEO audits that failed. */
  failedAudits: string[]
  /** The protocols the page's requests went over, as the browser reported them (`h2`, `http/1.1`). */
  protocols: string[]
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

/** One script request of a load: its URL, its bytes on the wire, when it was asked for and when it finished
 * (trace clock, µs). */
export interface ScriptRequest {
  url: string
  transferSize: number
  startTs: number
  endTs: number
}

interface NetworkItem {
  url?: string
  protocol?: string
  resourceType?: string
  mimeType?: string
  transferSize?: number
  rendererStartTime?: number
  networkEndTime?: number
}

/** The script requests of a load (JavaScript code: scripts, modules and their preloads), from its network table. */
export function scriptRequests(audits: AuditsForRequests): ScriptRequest[] {
  const network = audits['network-requests']?.details as
    { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined
  const start = network?.debugData?.networkStartTimeTs ?? Number.NaN
  // A time the table lacks is "never": such a request counts as neither started nor finished before anything.
  const ts = (ms: number | undefined) => (ms === undefined ? Number.POSITIVE_INFINITY : start + ms * 1000)
  return (network?.items ?? [])
    .filter((item) => item.resourceType === 'Script' || /javascript/i.test(item.mimeType ?? ''))
    .map((item) => ({
      url: item.url ?? '',
      transferSize: item.transferSize ?? 0,
      startTs: ts(item.rendererStartTime),
      endTs: ts(item.networkEndTime),
    }))
}

/**
 * The bytes on the wire of the script requests that had finished (or, with `'started'`, been asked for) by the
 * largest paint, both times as the load observed them (the trace's clock). Only meaningful on a load
 * throttled while it ran (devtools throttling): with simulated throttling the observed load runs at full
 * speed and the reported LCP is computed afterwards for the phone, so neither the observed nor the simulated
 * LCP can be set against the observed request times of a phone-speed load (on an unthrottled load a script
 * in the head finishes before a paint it would follow on the phone). NaN when the report lacks the LCP.
 */
export function scriptBytesBeforeLcp(
  audits: AuditsForRequests,
  by: 'finished' | 'started' = 'finished',
): number {
  const metrics = audits['metrics']?.details as
    { items?: { observedLargestContentfulPaintTs?: number }[] } | undefined
  const lcpTs = metrics?.items?.[0]?.observedLargestContentfulPaintTs
  if (lcpTs === undefined) return Number.NaN
  return scriptRequests(audits)
    .filter((request) => (by === 'finished' ? request.endTs : request.startTs) <= lcpTs)
    .reduce((total, request) => total + request.transferSize, 0)
}

/** Categories whose failed audits are listed by name (performance's are opportunities, not failures). */
const LISTED_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

/**
 * Marks errors-in-console when its only errors are the document's own status (a 404 page's "Failed to load
 * resource: 404"), which a not-found page logs by design.
 */
export const DOCUMENT_STATUS_ONLY = '#document-status'

interface ConsoleError {
  source?: string
  sourceLocation?: { url?: string }
}

/**
 * `category/audit` for every weighted audit of the listed categories that did not pass; errors-in-console
 * gets DOCUMENT_STATUS_ONLY appended when the document's status is all it reports.
 */
export function failedAuditsOf(lhr: Pick<Result, 'categories' | 'audits' | 'finalDisplayedUrl'>): string[] {
  return LISTED_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score
        return score !== null && score !== undefined && score < 1
      })
      .map((ref) => {
        const id = `${category}/${ref.id}`
        if (ref.id !== 'errors-in-console') return id
        const errors = (lhr.audits[ref.id]?.details as { items?: ConsoleError[] } | undefined)?.items ?? []
        const documentStatusOnly =
          errors.length > 0 &&
          errors.every(
            (error) => error.source === 'network' && error.sourceLocation?.url === lhr.finalDisplayedUrl,
          )
        return documentStatusOnly ? `${id}${DOCUMENT_STATUS_ONLY}` : id
      }),
  )
}

/** One Lighthouse run in a fresh browser: `read` takes what it needs from the report. */
async function runOnce<T>(url: string, flags: Flags, read: (lhr: Result) => T): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumFlagsFor(url)],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // The site's 404 page is measured where visitors meet it, at an unknown address (status 404).
      ignoreStatusCode: true,
      ...flags,
    })
    if (!result) throw new LighthouseRunError(undefined, `Lighthouse gave no result for ${url}`)
    const { runtimeError } = result.lhr
    // A run that failed half-way still returns a report, with empty scores: that is a failure, not zeros.
    if (runtimeError) throw new LighthouseRunError(runtimeError.code, runtimeError.message)
    return read(result.lhr)
  } finally {
    await chrome.kill()
  }
}

function figuresOf(lhr: Result): LighthouseFigures {
  const { categories, audits } = lhr
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
    requests: (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
    firstScreenRequests: requestsBeforeFirstScreen(audits),
    scriptRequests: scriptRequests(audits).length,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failedAudits: failedAuditsOf(lhr),
    protocols: protocolsOf(audits),
  }
}

/** The distinct protocols of a load's HTTP requests (`data:` URLs and the like left out). */
export function protocolsOf(audits: AuditsForRequests): string[] {
  const items = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const overHttp = items.filter((item) => /^https?:/.test(item.url ?? '') && item.protocol)
  return [...new Set(overHttp.map((item) => item.protocol!))].sort()
}

/** Runs `run` up to `attempts` times while it fails for a reason that is not the page's. */
async function retried<T>(attempts: number, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      const failure = runErrorOf(error)
      if (!failure.retriable || attempt >= attempts) throw failure
    }
  }
}

/**
 * One Lighthouse run with the CPU slowed down `cpuSlowdown` times (Lighthouse's default unless told), tried up
 * to `attempts` times when it fails for a reason that is not the page's. Lighthouse's default throttling
 * method, simulated ("lantern"): the page loads at full speed and the figures are computed for the phone.
 */
export function runLighthouse(
  url: string,
  { attempts = 3, cpuSlowdown = DEFAULT_CPU_SLOWDOWN } = {},
): Promise<LighthouseFigures> {
  return retried(attempts, () =>
    runOnce(
      url,
      {
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Merged into the default mobile throttling: only the CPU factor changes.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
      figuresOf,
    ),
  )
}

/** The JavaScript a page fetched, from a load throttled while it ran (see runJavaScriptLoad). */
export interface JavaScriptLoad {
  /** Bytes on the wire of the scripts that finished before the largest paint. */
  bytesBeforeLcp: number
  /** Bytes on the wire of the scripts asked for before the largest paint (finished or not). */
  bytesStartedBeforeLcp: number
  /** Every script the page fetched, its load and `idleMs` after it included. */
  scripts: ScriptRequest[]
  /** That load's largest paint, observed (ms). */
  lcpMs: number
}

/**
 * What JavaScript a page fetches, and how much of it before its largest paint: a Lighthouse load with devtools
 * throttling (the browser really runs at the phone's network and CPU speed, so request times and the paint
 * are on one clock, see scriptBytesBeforeLcp), left idle `idleMs` after its load event so that island code
 * loaded when the browser is idle is fetched too.
 */
export function runJavaScriptLoad(
  url: string,
  { attempts = 3, cpuSlowdown = DEFAULT_CPU_SLOWDOWN, idleMs = 5000 } = {},
): Promise<JavaScriptLoad> {
  return retried(attempts, () =>
    runOnce(
      url,
      {
        onlyCategories: ['performance'],
        throttlingMethod: 'devtools',
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        pauseAfterLoadMs: idleMs,
      },
      ({ audits }) => ({
        bytesBeforeLcp: scriptBytesBeforeLcp(audits),
        bytesStartedBeforeLcp: scriptBytesBeforeLcp(audits, 'started'),
        scripts: scriptRequests(audits),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      }),
    ),
  )
}

/**
 * The median of several runs, figure by figure: one run on a shared machine can be off by tens of points
 * (another process takes the CPU while Lighthouse measures blocking time).
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  if (!runs.length) throw new Error('medianFigures needs at least one run')
  const of = (key: Exclude<keyof LighthouseFigures, 'failedAudits' | 'protocols'>) =>
    median(runs.map((run) => run[key]))
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
    scriptRequests: Math.max(...runs.map((run) => run.scriptRequests)),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
    protocols: [...new Set(runs.flatMap((run) => run.protocols))].sort(),
  }
}
