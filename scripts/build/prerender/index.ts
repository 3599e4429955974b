import { existsSync } from 'node:fs'
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { LogLevel } from 'vite'
import { BUNDLES_KEY, serverBundleDir } from '../bundle-cache'
import { contentHash } from '../folder-files'
import type { CssExtractions } from '../finish-page'
import type { BuildPhases } from '../phases'
import type { FromWorker, PageResult, ToWorker, WorkerSetup } from './messages'
import { pageTemplate } from './page-template'
import { buildBundlesApart } from './vite-bundles'

/**
 * The prerender (docs/architecture.md#the-build): Vite bundles the browser's code and, for Node, the app with the
 * page worker (scripts/build/prerender/worker.ts); one worker thread per core then renders the pages, each
 * only when its inputs changed since the previous build, into the staging folder.
 */

/** Paths sent to a worker at a time: enough to keep it busy between messages, few enough to balance the cores. */
const BATCH = 8

const YOUNG_GENERATION_MB = 64
/**
 * A page worker's old generation: what it keeps (the app, the snapshots, the first-screen CSS by shape) is far
 * below this, and V8 collects sooner than under its default limit, which lets a worker grow to a gigabyte
 * before it does (docs/architecture.md#memory).
 */
const OLD_GENERATION_MB = 320

export interface PrerenderOptions {
  stagingDir: string
  /** The previous build's output (the site folder). */
  previousDir: string
  /** The build cache: the bundles, and the key of what they were made from. */
  cacheDir: string
  paths: string[]
  /** Each page's input key in the previous build; empty for a full build. */
  previous: Record<string, string>
  /** The previous build's pages that say noindex, when it recorded them (a kept page says what it said). */
  previousNoindex?: ReadonlySet<string>
  verifyCss: boolean
  logLevel: LogLevel
  /** Told of each page as soon as its file is final in the staging folder. */
  onPage?: (path: string) => void
}

/** The pages that say noindex, among the pages whose answer the build knows without reading them. */
export interface NoindexRecord {
  known: Set<string>
  noindex: Set<string>
}

export interface PrerenderReport {
  pages: Record<string, string>
  noindex: NoindexRecord
  rendered: string[]
  css: CssExtractions
  /** The memory of this process and of the bundles' while they were built (MB; 0 when they were reused). */
  bundlesPeakMb?: number
}

/**
 * What the bundles are made from: the app, the build's page code, the static files, the configuration, the
 * exact libraries, and the values fixed into the code (VITE_*). The same inputs give the same bundles.
 */
const BUNDLE_INPUTS = [
  'src',
  'scripts/build',
  'public',
  'index.html',
  'vite.config.ts',
  'uno.config.ts',
  'tsconfig.json',
  'package-lock.json',
]

async function bundleKey(): Promise<string> {
  const fixed = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b))
  return contentHash(BUNDLE_INPUTS, JSON.stringify(fixed))
}

/**
 * The browser's bundle (copied into the staging folder) and the server bundle with the page worker; built
 * again only when their inputs changed since the bundles in the build cache were made.
 */
async function bundle(
  options: PrerenderOptions,
): Promise<{ workerFile: string; reused: boolean; peakMb: number }> {
  const clientDir = path.join(options.cacheDir, 'client')
  const serverDir = serverBundleDir(options.cacheDir)
  const keyFile = path.join(options.cacheDir, BUNDLES_KEY)
  const workerFile = path.join(serverDir, 'worker.mjs')
  const key = await bundleKey()
  let peakMb = 0
  const reused =
    (await readFile(keyFile, 'utf8').catch(() => '')) === key &&
    existsSync(workerFile) &&
    existsSync(clientDir)
  if (!reused) {
    await rm(keyFile, { force: true })
    const before = process.memoryUsage().rss / 1024 / 1024
    // This process and the bundles' at once, at most.
    peakMb = Math.round(
      before + (await buildBundlesApart({ clientDir, serverDir, logLevel: options.logLevel })),
    )
    await writeFile(keyFile, key)
  }
  // Copied, not linked: the finishing steps write files of their own into the staging folder.
  await rm(options.stagingDir, { recursive: true, force: true })
  await cp(clientDir, options.stagingDir, { recursive: true })
  return { workerFile, reused, peakMb }
}

/** Runs the pages through `count` workers, a batch at a time to whichever is free. */
function renderPages(
  workerFile: string,
  setup: WorkerSetup,
  paths: string[],
  count: number,
  onPage: (path: string) => void = () => undefined,
): Promise<Omit<PrerenderReport, 'pages' | 'noindex'> & { results: PageResult[] }> {
  return new Promise((resolve, reject) => {
    const results: PageResult[] = []
    const css: CssExtractions = { extracted: 0, matched: 0, reused: 0 }
    let next = 0
    let running = 0
    let failed = false
    const workers: Worker[] = []
    const stopped = new Set<Worker>()
    // The workers' common first-screen CSS (SharedFirstScreenCss): each shape extracted by one worker only,
    // the others waiting for it (docs/architecture.md#the-page-phase).
    const cssByShape = new Map<string, string>()
    const extracting = new Map<string, Worker[]>()
    const answer = (worker: Worker, key: string, css: string | null) => {
      const message: ToWorker = { type: 'css', key, css }
      worker.postMessage(message)
    }
    const feed = (worker: Worker) => {
      if (stopped.has(worker)) return
      const batch = paths.slice(next, next + BATCH)
      next += batch.length
      if (!batch.length) stopped.add(worker)
      const message: ToWorker = batch.length ? { type: 'pages', paths: batch } : { type: 'stop' }
      worker.postMessage(message)
    }
    for (let index = 0; index < count; index++) {
      // No --import of a TypeScript loader: the worker is plain JavaScript (docs/architecture.md#the-build).
      // PRERENDER_CPU_PROF=folder writes each worker's CPU profile there (open it in Chromium's devtools).
      const profile = process.env.PRERENDER_CPU_PROF
      const execArgv = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []
      // A larger young generation: a page's render makes many short-lived strings, collected less often.
      const worker = new Worker(workerFile, {
        workerData: setup,
        execArgv,
        resourceLimits: {
          maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
          maxOldGenerationSizeMb: OLD_GENERATION_MB,
        },
      })
      workers.push(worker)
      running += 1
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'done') {
          results.push(...message.results)
          feed(worker)
          for (const result of message.results) onPage(result.path)
        } else if (message.type === 'claim-css') {
          const css = cssByShape.get(message.key)
          const waiting = extracting.get(message.key)
          if (css !== undefined) answer(worker, message.key, css)
          else if (waiting) waiting.push(worker)
          else {
            extracting.set(message.key, [])
            answer(worker, message.key, null)
          }
        } else if (message.type === 'publish-css') {
          cssByShape.set(message.key, message.css)
          for (const waiting of extracting.get(message.key) ?? []) answer(waiting, message.key, message.css)
          extracting.delete(message.key)
        } else if (message.type === 'failed') {
          failed = true
          for (const other of workers) void other.terminate()
          reject(new Error(`Error on page ${message.path}:\n${message.message}`))
        } else {
          css.extracted += message.css.extracted
          css.matched += message.css.matched
          css.reused += message.css.reused
        }
      })
      worker.on('error', (error) => {
        failed = true
        for (const other of workers) void other.terminate()
        reject(error)
      })
      worker.on('exit', () => {
        running -= 1
        if (running === 0 && !failed) {
          const rendered = results.filter((result) => result.rendered).map((result) => result.path)
          resolve({ results, rendered: rendered.sort(), css })
        }
      })
      // Two batches ahead: the worker starts the next as soon as it has sent the results of one.
      feed(worker)
      feed(worker)
    }
  })
}

export async function prerender(options: PrerenderOptions, phases: BuildPhases): Promise<PrerenderReport> {
  await mkdir(path.dirname(options.stagingDir), { recursive: true })
  const { workerFile, reused, peakMb } = await phases.time('bundles (client and server)', () =>
    bundle(options),
  )
  if (reused) console.log('Bundles: unchanged inputs, the previous build’s are reused.')
  const indexFile = path.join(options.stagingDir, 'index.html')
  const template = pageTemplate(await readFile(indexFile, 'utf8'))
  // The site's own root page (scripts/build/root-page.ts) replaces the template in the finished site.
  await rm(indexFile)
  // The libraries the worker imports at run time (React, Beasties…) are in the lock file, not the bundle.
  const fingerprint = await contentHash(
    [serverBundleDir(options.cacheDir), path.join(options.cacheDir, 'client', '.vite'), 'package-lock.json'],
    JSON.stringify(template),
  )
  const setup: WorkerSetup = {
    template,
    stagingDir: options.stagingDir,
    previousDir: options.previousDir,
    previous: existsSync(options.previousDir) ? options.previous : {},
    fingerprint,
    verifyCss: options.verifyCss,
  }
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(options.paths.length / BATCH)))
  const { results, rendered, css } = await phases.time(`pages (${count} threads)`, () =>
    renderPages(workerFile, setup, options.paths, count, options.onPage),
  )
  const pages = Object.fromEntries(results.map((result) => [result.path, result.key]))
  const noindex: NoindexRecord = { known: new Set(), noindex: new Set() }
  for (const result of results) {
    const says = result.rendered ? result.noindex : options.previousNoindex?.has(result.path)
    if (!result.rendered && !options.previousNoindex) continue
    noindex.known.add(result.path)
    if (says) noindex.noindex.add(result.path)
  }
  return { pages, noindex, rendered, css, bundlesPeakMb: peakMb }
}

interface SavedPageKeys {
  pages?: Record<string, string>
  /** The pages that say noindex, when the build knew it of every page. */
  noindex?: string[]
}

async function readSaved(file: string): Promise<SavedPageKeys> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SavedPageKeys
  } catch {
    return {}
  }
}

/** What the previous build recorded: each page's input key. */
export async function readPageKeys(file: string): Promise<Record<string, string>> {
  return (await readSaved(file)).pages ?? {}
}

/** The previous build's pages that say noindex, when it recorded them. */
export async function readNoindexPages(file: string): Promise<Set<string> | undefined> {
  const { noindex } = await readSaved(file)
  return noindex ? new Set(noindex) : undefined
}

export async function writePageKeys(
  file: string,
  pages: Record<string, string>,
  noindex?: NoindexRecord,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const sorted = Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)))
  const complete = noindex && Object.keys(pages).every((page) => noindex.known.has(page))
  const saved: SavedPageKeys = {
    pages: sorted,
    ...(complete ? { noindex: [...noindex.noindex].sort() } : {}),
  }
  await writeFile(file, JSON.stringify(saved, null, 1))
}
