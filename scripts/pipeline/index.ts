import path from 'node:path'
import { readSnapshotFile } from '../../src/node/data/snapshots'
import { endpointOf } from '../../src/shared/schemas/endpoint-schemas'
import {
  ENDPOINTS,
  SNAPSHOT_NAMES,
  type SnapshotFile,
  type SnapshotName,
} from '../../src/shared/schemas/endpoints'
import { collectImageRefs, removeImageRefs } from '../../src/shared/schemas/images'
import { formatDropped } from '../../src/shared/schemas/parse'
import { type CommentsPlan, DEFAULT_COMMENTS_PLAN, isSourceOf, pullEndpoint } from './fetch-endpoint'
import { FetchFailure, type RequestPolicy } from './http'
import { MediaStore } from './images'
import { prepareRecordTexts } from '../../src/shared/i18n/record-texts'
import { mapWithConcurrency } from './pool'
import { writeSnapshot } from './snapshot-store'
import { Staging } from './staging'

/**
 * The build-time content pipeline: pulls every endpoint of the registry, validates and sanitizes the records,
 * stores the images locally and writes one snapshot per endpoint, all staged beside their folders and moved
 * in only once the run is accepted (staging.ts). See docs/behaviour.md#build-time-failure-policy.
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
  /**
   * Not ok when an endpoint is missing, or shrank by more than 20 % (unless `allowShrink`), or failed while its
   * last snapshot came from another API than `apiUrl`; a run that is not ok writes nothing.
   */
  strict?: boolean
  allowShrink?: boolean
  /**
   * Strict mode: checks of the snapshots the run would leave (the folder given holds them, staged), once the
   * rules above pass. Each reason returned refuses the run, which then writes nothing.
   */
  strictChecks?: (snapshotDir: string) => Promise<string[]>
  /** Requests to the API (endpoints, comment pages; images separately) in flight at once. Default: env API_CONCURRENCY, else 4. */
  concurrency?: number
  /**
   * How many articles' comments a pull asks for: the newest (env COMMENTS_NEWEST, else 100) and, of the
   * others, those fetched longest ago (env COMMENTS_REFRESH, else 200); docs/architecture.md#the-comments-at-a-bounded-cost.
   */
  comments?: CommentsPlan
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
  /** Strict mode: the source of a last snapshot that came from another API, hence not used. */
  foreignSource?: string
  warnings: string[]
}

function recordCount(data: unknown): number {
  return Array.isArray(data) ? data.length : data == null ? 0 : 1
}

function ageInHours(fetchedAt: string): number {
  return Math.round(((Date.now() - Date.parse(fetchedAt)) / 3_600_000) * 10) / 10
}

/** A whole-number setting of the environment, at least `min`; anything else stops the pull, naming it. */
function wholeNumberSetting(name: string, fallback: number, min: number): number {
  const text = process.env[name]?.trim()
  if (!text) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${text}".`)
  return value
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
  const concurrency = options.concurrency ?? wholeNumberSetting('API_CONCURRENCY', 4, 1)
  const comments: CommentsPlan = options.comments ?? {
    newest: wholeNumberSetting('COMMENTS_NEWEST', DEFAULT_COMMENTS_PLAN.newest, 0),
    refreshOlder: wholeNumberSetting('COMMENTS_REFRESH', DEFAULT_COMMENTS_PLAN.refreshOlder, 1),
  }
  const policy: RequestPolicy = {
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 300,
  }
  const staging = await Staging.open(snapshotDir, mediaDir)
  const media = new MediaStore(mediaDir, staging.mediaDir, variantCacheDir, policy, concurrency, log)
  const started = performance.now()
  // The ids of the articles the site will show (fresh, or the last snapshot's), which the comments are pulled
  // for; without any, the articles' failure, which the comments then share.
  let articleIds: readonly number[] | Error = []

  async function runEndpoint(name: SnapshotName): Promise<Outcome> {
    const outcome = await pullOne(name)
    if (name === 'articles' && outcome.result.status === 'stale')
      articleIds = ((await readSnapshotFile(snapshotDir, 'articles').catch(() => null))?.data ?? []).map(
        (article) => article.id,
      )
    else if (name === 'articles' && outcome.result.status === 'missing')
      articleIds = outcome.failure ?? new Error('no articles')
    return outcome
  }

  async function pullOne(name: SnapshotName): Promise<Outcome> {
    const begin = performance.now()
    const elapsed = () => Math.round(performance.now() - begin)
    const warnings: string[] = []
    let previous: SnapshotFile | null = null
    try {
      previous = await readSnapshotFile(snapshotDir, name)
    } catch (error) {
      warnings.push(`warning: ${name}: last snapshot unreadable, ignored (${describe(error)})`)
    }
    // A strict build uses only its own API's snapshots: another's (the reference back-end's sample content,
    // a former API_URL) is neither a fallback nor the yardstick of a shrink.
    let foreignSource: string | undefined
    if (options.strict && previous && !isSourceOf(previous.source, ENDPOINTS[name], apiUrl)) {
      foreignSource = previous.source || 'an unknown source'
      previous = null
    }
    try {
      const payload = await pullEndpoint(endpointOf(name), apiUrl, policy, {
        articleIds,
        concurrency,
        comments,
        previousComments: name === 'comments' ? (previous as SnapshotFile<'comments'> | null) : null,
      })
      if (name === 'articles')
        articleIds = (payload.data as readonly { id: number }[]).map((article) => article.id)
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
      removeImageRefs(payload.data, await media.localize(collectImageRefs(payload.data), apiUrl))
      await media.localizeRichText(payload.data, payload.richText, apiUrl)
      await writeSnapshot(staging.snapshotDir, {
        name,
        fetchedAt: new Date().toISOString(),
        source: payload.source,
        data: payload.data,
        ...(payload.fetches ? { fetches: payload.fetches } : {}),
      })
      const result: EndpointResult = {
        name,
        status: 'ok',
        kept: payload.kept,
        dropped: payload.dropped.length,
        ms: elapsed(),
      }
      const notes = [payload.note, shrunk ? `shrank: ${shrinkNote}` : undefined].filter(Boolean)
      if (notes.length > 0) result.message = notes.join('; ')
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
      return { result, failure, shrinkBlocked: false, foreignSource, warnings }
    }
  }

  /** The report of the run, and its staged files moved in when it is accepted. */
  async function conclude(outcomes: Outcome[]): Promise<PipelineReport> {
    const results = outcomes.map((outcome) => outcome.result)
    const failures = outcomes.flatMap((outcome) => (outcome.failure ? [outcome.failure] : []))
    const unreachable = failures.length === outcomes.length && failures.every(isNetworkFailure)

    for (const outcome of outcomes) outcome.warnings.forEach((line) => log(line))
    if (unreachable) {
      const first = failures[0] as FetchFailure
      log(`Cannot reach the API at ${apiUrl}: ${first.message}.`)
    }
    for (const result of results) log(formatResult(result, !unreachable))

    const foreign = outcomes.filter((outcome) => outcome.failure && outcome.foreignSource !== undefined)
    const missing = outcomes
      .filter((outcome) => outcome.result.status === 'missing' && !foreign.includes(outcome))
      .map((outcome) => outcome.result.name)
    const shrunk = outcomes.filter((outcome) => outcome.shrinkBlocked).map((outcome) => outcome.result.name)
    const passed = !options.strict || (missing.length === 0 && shrunk.length === 0 && foreign.length === 0)
    for (const { result, foreignSource } of foreign)
      log(
        `Strict mode: ${result.name} failed, and its last snapshot comes from ${foreignSource}, ` +
          `not from API_URL ${apiUrl}: not used.`,
      )
    // docs/behaviour.md#build-time-failure-policy: a build that is not strict goes on without the data.
    if (!options.strict && missing.length > 0)
      log(
        `warning: no data nor earlier snapshot for ${missing.join(', ')}: the pages show it as temporarily ` +
          'unavailable (a --strict build stops here).',
      )
    log(formatSummary(results, media, performance.now() - started))
    if (!passed) {
      const reasons = [
        missing.length > 0 ? `missing without snapshot: ${missing.join(', ')}` : '',
        foreign.length > 0
          ? `last snapshot from another API: ${foreign.map((outcome) => outcome.result.name).join(', ')}`
          : '',
        shrunk.length > 0 ? `shrank by more than 20 %: ${shrunk.join(', ')}` : '',
      ].filter(Boolean)
      log(`Strict mode: failed (${reasons.join('; ')}).`)
    }
    const ok = passed && (await passesStrictChecks(outcomes, staging, options, log))
    if (ok) await staging.commit()
    return { results, ok, unreachable }
  }

  try {
    // The comments last, once the articles are known and nothing else is in flight: their requests, one per
    // article, then use the whole `concurrency`.
    const isComments = (name: SnapshotName) => ENDPOINTS[name].kind === 'comments'
    const outcomes = await mapWithConcurrency(
      SNAPSHOT_NAMES.filter((name) => !isComments(name)),
      concurrency,
      runEndpoint,
    )
    for (const name of SNAPSHOT_NAMES.filter(isComments)) outcomes.push(await runEndpoint(name))
    const order = (outcome: Outcome) => SNAPSHOT_NAMES.indexOf(outcome.result.name as SnapshotName)
    return await conclude(outcomes.sort((a, b) => order(a) - order(b)))
  } finally {
    // Whatever happened, the staged files that were not moved in go.
    await staging.discard()
  }
}

/** The caller's strict checks, on the snapshots as the run would leave them: the new ones and those it keeps. */
async function passesStrictChecks(
  outcomes: Outcome[],
  staging: Staging,
  options: PipelineOptions,
  log: (line: string) => void,
): Promise<boolean> {
  if (!options.strict || !options.strictChecks) return true
  for (const { result } of outcomes) if (result.status !== 'ok') await staging.showKept(`${result.name}.json`)
  const refusals = await options.strictChecks(staging.snapshotDir)
  for (const refusal of refusals) log(`Strict mode: refused (${refusal}).`)
  return refusals.length === 0
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
  if (result.status === 'missing') notes.push('no snapshot: its pages show it as unavailable')
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
