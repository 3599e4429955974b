import path from 'node:path'
import { readSnapshotFile } from '../../src/data/server/snapshots'
import { ENDPOINTS, SNAPSHOT_NAMES, type SnapshotFile, type SnapshotName } from '../../src/schemas/endpoints'
import { collectImageRefs } from '../../src/schemas/images'
import { formatDropped } from '../../src/schemas/parse'
import { pullEndpoint } from './fetch-endpoint'
import { FetchFailure, type RequestPolicy } from './http'
import { MediaStore } from './images'
import { prepareRecordTexts } from '../../src/i18n/record-texts'
import { mapWithConcurrency } from './pool'
import { writeSnapshot } from './snapshot-store'

/**
 * The build-time content pipeline: pulls every endpoint of the registry, validates and sanitizes the records,
 * stores the images locally and writes one snapshot per endpoint. See
 * docs/behaviour.md#build-time-failure-policy.
 */

export interface PipelineOptions {
  /** The back-end's base URL, e.g. `http://127.0.0.1:8000` (the paths `/api/...` are appended). */
  apiUrl: string
  /** Default: env SNAPSHOT_DIR, else `.cache/snapshots`. */
  snapshotDir?: string
  /** Default: env MEDIA_DIR, else `.cache/media`. */
  mediaDir?: string
  /** Responsive variants kept between builds, shared by them. Default: env IMAGE_CACHE_DIR, else `.cache/image-variants`. */
  variantCacheDir?: string
  /** Not ok when an endpoint is missing, or shrank by more than 20 % (unless `allowShrink`). */
  strict?: boolean
  allowShrink?: boolean
  /** Endpoints (and, separately, images) in flight at once. Default 4. */
  concurrency?: number
  /** Per call. Default 10 000. */
  timeoutMs?: number
  /** On network errors and 5xx only. Default 2. */
  retries?: number
  /** First backoff delay, doubled at each retry. Default 300. */
  retryDelayMs?: number
  log?: (line: string) => void
}

export interface EndpointResult {
  name: string
  status: 'ok' | 'stale' | 'missing'
  /** Records the site will use: fresh ones, or those of the last good snapshot when stale. */
  kept: number
  dropped: number
  ms: number
  /** Age of the last good snapshot, when stale. */
  ageHours?: number
  message?: string
}

export interface PipelineReport {
  results: EndpointResult[]
  /** False when the strict rules fail. */
  ok: boolean
  /** No endpoint could be reached at all. */
  unreachable: boolean
}

/** An endpoint that returns more than this share fewer records than its last snapshot has shrunk. */
const SHRINK_LIMIT = 0.2

interface Outcome {
  result: EndpointResult
  failure?: FetchFailure | Error
  shrinkBlocked: boolean
  warnings: string[]
}

function recordCount(data: unknown): number {
  return Array.isArray(data) ? data.length : data == null ? 0 : 1
}

function ageInHours(fetchedAt: string): number {
  return Math.round(((Date.now() - Date.parse(fetchedAt)) / 3_600_000) * 10) / 10
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function isNetworkFailure(error: unknown): error is FetchFailure {
  return error instanceof FetchFailure && (error.kind === 'connection' || error.kind === 'timeout')
}

export async function runPipeline(options: PipelineOptions): Promise<PipelineReport> {
  const apiUrl = options.apiUrl.trim().replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]/i.test(apiUrl)) {
    throw new Error(
      `The API URL must be an http(s) base URL such as http://127.0.0.1:8000, not "${options.apiUrl}".`,
    )
  }
  const snapshotDir = path.resolve(options.snapshotDir ?? (process.env.SNAPSHOT_DIR || '.cache/snapshots'))
  const mediaDir = path.resolve(options.mediaDir ?? (process.env.MEDIA_DIR || '.cache/media'))
  const variantCacheDir = path.resolve(
    options.variantCacheDir ?? (process.env.IMAGE_CACHE_DIR || '.cache/image-variants'),
  )
  const log = options.log ?? ((line: string) => console.log(line))
  const concurrency = options.concurrency ?? 4
  const policy: RequestPolicy = {
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 300,
  }
  const media = new MediaStore(mediaDir, variantCacheDir, policy, concurrency, log)
  const started = performance.now()

  async function runEndpoint(name: SnapshotName): Promise<Outcome> {
    const begin = performance.now()
    const elapsed = () => Math.round(performance.now() - begin)
    const warnings: string[] = []
    let previous: SnapshotFile | null = null
    try {
      previous = await readSnapshotFile(snapshotDir, name)
    } catch (error) {
      warnings.push(`warning: ${name}: last snapshot unreadable, ignored (${describe(error)})`)
    }
    try {
      const payload = await pullEndpoint(ENDPOINTS[name], apiUrl, policy)
      warnings.push(...payload.dropped.map((record) => formatDropped(name, record)))
      const before = previous ? recordCount(previous.data) : 0
      const shrunk = before > 0 && payload.kept < before * (1 - SHRINK_LIMIT)
      const shrinkNote = `${payload.kept} records where the last snapshot had ${before}`
      if (shrunk && options.strict && !options.allowShrink) {
        // Keep the previous snapshot: writing the shrunk one would let the next strict run pass unnoticed.
        const result: EndpointResult = {
          name,
          status: 'stale',
          kept: before,
          dropped: payload.dropped.length,
          ms: elapsed(),
          ageHours: ageInHours(previous!.fetchedAt),
          message: `shrank: ${shrinkNote}; kept the last snapshot (--allow-shrink accepts it)`,
        }
        return { result, shrinkBlocked: true, warnings }
      }
      const translated = prepareRecordTexts(payload.data).filledEnglish
      if (translated > 0)
        warnings.push(`note: ${name}: ${translated} missing English texts filled from the known translations`)
      await media.localize(collectImageRefs(payload.data), apiUrl)
      await media.localizeRichText(payload.data, payload.richText, apiUrl)
      await writeSnapshot(snapshotDir, {
        name,
        fetchedAt: new Date().toISOString(),
        source: payload.source,
        data: payload.data,
      })
      const result: EndpointResult = {
        name,
        status: 'ok',
        kept: payload.kept,
        dropped: payload.dropped.length,
        ms: elapsed(),
      }
      if (shrunk) result.message = `shrank: ${shrinkNote}`
      return { result, shrinkBlocked: false, warnings }
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      const result: EndpointResult = previous
        ? {
            name,
            status: 'stale',
            kept: recordCount(previous.data),
            dropped: 0,
            ms: elapsed(),
            ageHours: ageInHours(previous.fetchedAt),
            message: describe(failure),
          }
        : { name, status: 'missing', kept: 0, dropped: 0, ms: elapsed(), message: describe(failure) }
      return { result, failure, shrinkBlocked: false, warnings }
    }
  }

  const outcomes = await mapWithConcurrency(SNAPSHOT_NAMES, concurrency, runEndpoint)
  const results = outcomes.map((outcome) => outcome.result)
  const failures = outcomes.flatMap((outcome) => (outcome.failure ? [outcome.failure] : []))
  const unreachable = failures.length === outcomes.length && failures.every(isNetworkFailure)

  for (const outcome of outcomes) outcome.warnings.forEach((line) => log(line))
  if (unreachable) {
    const first = failures[0] as FetchFailure
    log(`Cannot reach the API at ${apiUrl}: ${first.message}.`)
  }
  for (const result of results) log(formatResult(result, !unreachable))

  const missing = results.filter((result) => result.status === 'missing').map((result) => result.name)
  const shrunk = outcomes.filter((outcome) => outcome.shrinkBlocked).map((outcome) => outcome.result.name)
  const ok = !options.strict || (missing.length === 0 && shrunk.length === 0)
  log(formatSummary(results, media, performance.now() - started))
  if (!ok) {
    const reasons = [
      missing.length > 0 ? `missing without snapshot: ${missing.join(', ')}` : '',
      shrunk.length > 0 ? `shrank by more than 20 %: ${shrunk.join(', ')}` : '',
    ].filter(Boolean)
    log(`Strict mode: failed (${reasons.join('; ')}).`)
  }
  return { results, ok, unreachable }
}

function formatResult(result: EndpointResult, withMessage: boolean): string {
  const columns = [
    result.status.padEnd(7),
    result.name.padEnd(18),
    `kept ${String(result.kept).padStart(4)}`,
    `dropped ${String(result.dropped).padStart(3)}`,
    `${String(result.ms).padStart(6)} ms`,
  ]
  const notes: string[] = []
  if (result.ageHours !== undefined) notes.push(`using the last snapshot, ${result.ageHours} h old`)
  if (result.status === 'missing') notes.push('no snapshot: the page will fetch it in the browser')
  if (withMessage && result.message) notes.push(result.message)
  return `${columns.join('  ')}${notes.length > 0 ? `  (${notes.join('; ')})` : ''}`
}

function formatSummary(results: EndpointResult[], media: MediaStore, ms: number): string {
  const by = (status: EndpointResult['status']) => results.filter((result) => result.status === status).length
  const kept = results.reduce((sum, result) => sum + (result.status === 'ok' ? result.kept : 0), 0)
  const dropped = results.reduce((sum, result) => sum + result.dropped, 0)
  const { stored, reused, failed, variants } = media.stats
  return (
    `Pipeline: ${results.length} endpoints, ${by('ok')} ok, ${by('stale')} stale, ${by('missing')} missing; ` +
    `${kept} fresh records, ${dropped} dropped; images: ${stored} stored, ${reused} reused, ${failed} failed; ` +
    `variants: ${variants.encoded} images encoded, ${variants.cached} from the cache, ${variants.failed} failed ` +
    `(${variants.files} files written; sharp: ${variants.sharpRuns} runs, ${(variants.sharpMs / 1000).toFixed(1)} s); ` +
    `${(ms / 1000).toFixed(1)} s.`
  )
}
