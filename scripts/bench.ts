/**
 * `npm run bench`: builds the site from a fresh reference back-end and prints, per page type (each in French
 * and English, scripts/bench/page-types.ts), the compressed bytes a visitor downloads, then Lighthouse's
 * mobile figures against the page's no-JavaScript twin and the JavaScript it fetches, against the islands'
 * budget (scripts/bench/islands-budget.ts), and the home page's largest paint and layout shift under devtools
 * throttling against the home page's loading budget (scripts/bench/home-vitals.ts); then builds a synthetic
 * site of 2,000 articles. For both sites it prints the build time, pages per second, peak memory and the
 * build's phase table, how many files `dist/` holds against the host's limit of files per deployment (the
 * search index adds one file per page and a few per language), and the times of the nightly rebuild: nothing
 * changed (with and without the pull), then one article changed (docs/architecture.md#the-build).
 * `--no-synthetic` skips the second part, `--synthetic-only` the first; `--pages=home,about` measures only
 * those page types; `--lighthouse-runs=N` (default 3) sets how many Lighthouse runs (of the page, and as many
 * of its twin) each median is taken from; `--cpu-slowdown=N` replaces the CPU slowdown calibrated to this
 * host (4 is Lighthouse's default). The pages are served over HTTP/2 and TLS, as the CDN serves them;
 * `--http1` serves them over plain HTTP/1.1 instead (docs/architecture.md#the-bench). `--build-scale` measures
 * only the build at scale (scripts/bench/build-scale.ts), `--delay-ms N` answering each comment list N ms late.
 * A benchmark, not a test: it reports, it does not fail.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createApi } from '../server/index'
import { builtPagePaths } from './build/built-pages'
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, recalibratedSlowdown } from './bench/cpu-calibration'
import {
  budgetMisses,
  failsOnlyByDesign,
  ISLANDS_BUDGET,
  NOT_FOUND_EXCEPTIONS,
  type PageMeasure,
} from './bench/islands-budget'
import {
  median,
  medianFigures,
  runJavaScriptLoad,
  runLighthouse,
  type LighthouseFigures,
} from './bench/lighthouse'
import { LANGS, selectPageTypes } from './bench/page-types'
import { countFiles, describeFiles } from './bench/file-count'
import { printHomeVitals } from './bench/home-vitals'
import { brotliBytes, pageWeight, type PageWeight } from './bench/page-weight'
import { benchBuildScale } from './bench/build-scale'
import { loopbackCertificate } from './bench/loopback-tls'
import { writeTwinSite } from './bench/twin-site'
import { isolatedBuildEnv } from './lib/isolated-build'
import { startSiteServer } from './lib/site-server'

const BUDGET = { jsKb: 100, htmlKb: 14, requests: 25 }

/** The value of `--name=N`, or undefined. */
function numberOption(name: string): number | undefined {
  const at = process.argv.indexOf(`--${name}`)
  const given = at >= 0 ? `--${name}=${process.argv[at + 1] ?? ''}` : undefined
  const value = new RegExp(`^--${name}=([\\d.]+)$`).exec(
    given ?? process.argv.find((arg) => arg.startsWith(`--${name}=`)) ?? '',
  )?.[1]
  return value === undefined ? undefined : Number(value)
}

const LIGHTHOUSE_RUNS = Math.max(1, Math.round(numberOption('lighthouse-runs') ?? 3))
const PAGE_TYPES_MEASURED = selectPageTypes(
  process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length),
)
/** Plain HTTP/1.1 instead of HTTP/2 over TLS (the protocol changes what Lighthouse's simulation charges a request). */
const HTTP1 = process.argv.includes('--http1')
/** How long the JavaScript load leaves the page idle after its load event (island code loaded when idle). */
const JS_IDLE_MS = 5000

/**
 * The CPU slowdown of the next run. Calibrated, it follows the host: a run whose own measure of the host
 * calls for another slowdown is run again with it (twice at most), since the host's power drifts while the
 * bench runs (other work on the machine); set with --cpu-slowdown, it stays.
 */
interface CpuSlowdown {
  current: number
  readonly calibrated: boolean
  /** Every slowdown a kept run used. */
  readonly used: number[]
}

async function calibratedRun(url: string, cpu: CpuSlowdown): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const slowdown = cpu.current
    const figures = await runLighthouse(url, { cpuSlowdown: slowdown })
    const better = cpu.calibrated ? recalibratedSlowdown(slowdown, figures.benchmarkIndex) : undefined
    if (better !== undefined) cpu.current = better
    if (better === undefined || attempt === 3) {
      cpu.used.push(slowdown)
      return figures
    }
  }
}

/** The median of `runCount` runs, or null (with the reason printed) when every run failed. */
async function lighthouseMedian(
  url: string,
  page: string,
  cpu: CpuSlowdown,
  runCount = LIGHTHOUSE_RUNS,
): Promise<LighthouseFigures | null> {
  const runs: LighthouseFigures[] = []
  for (let run = 0; run < runCount; run++) {
    try {
      runs.push(await calibratedRun(url, cpu))
    } catch (error) {
      console.log(`  Lighthouse failed on ${page}: ${error instanceof Error ? error.message : error}`)
    }
  }
  return runs.length ? medianFigures(runs) : null
}

/**
 * The CPU slowdown of the measured runs: `--cpu-slowdown=N` when given, otherwise calibrated to this host
 * (cpu-calibration.ts) from the benchmark index of three runs on the home page at Lighthouse's default
 * slowdown, whose figures are printed too, so the uncalibrated score stays visible.
 */
async function chooseCpuSlowdown(homeUrl: string): Promise<CpuSlowdown> {
  const forced = numberOption('cpu-slowdown')
  if (forced !== undefined) {
    console.log(`CPU slowdown ${forced}× (--cpu-slowdown).`)
    return { current: forced, calibrated: false, used: [] }
  }
  const fixed = { current: DEFAULT_CPU_SLOWDOWN, calibrated: false, used: [] }
  const home = await lighthouseMedian(homeUrl, '/fr', fixed, 3)
  if (!home || !Number.isFinite(home.benchmarkIndex)) {
    console.log(
      `CPU slowdown ${DEFAULT_CPU_SLOWDOWN}× (Lighthouse's default: this host could not be measured).`,
    )
    return fixed
  }
  const slowdown = cpuSlowdownFor(home.benchmarkIndex)
  console.log(
    `CPU slowdown calibrated to this host: its benchmark index is ${home.benchmarkIndex} (median of 3 runs), hence ${slowdown}×, where Lighthouse's default of ${DEFAULT_CPU_SLOWDOWN}× assumes an index of about 1,530. At ${DEFAULT_CPU_SLOWDOWN}×, /fr scored ${home.performance} (LCP ${home.lcpMs} ms, TBT ${home.tbtMs} ms). --cpu-slowdown=N sets it.`,
  )
  return { current: slowdown, calibrated: true, used: [] }
}

interface BuildFigures {
  seconds: number
  peakMb: number
  pages: number
  files: string
  /** The build's own phase table. */
  phases: string
  /** Pages rendered (the others were kept from the previous build). */
  rendered: number
  written: number
}

/** One build of the site in `root` (a fresh one unless `again`), and what it printed of itself. */
function build(
  root: string,
  options: { prepare?: (dataDir: string) => void; args?: string[]; again?: boolean } = {},
): BuildFigures {
  if (!options.again) rmSync(root, { recursive: true, force: true })
  const env = isolatedBuildEnv(root)
  if (!options.again) options.prepare?.(env.AHB_DATA_DIR)
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', ...(options.args ?? [])],
    {
      env,
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`)
  const summary = /Site built in ([\d.]+) s \(peak memory (\d+) MB\)/.exec(result.stdout)
  const last = JSON.parse(readFileSync(path.join(env.BUILD_CACHE_DIR, 'last-build.json'), 'utf8')) as {
    rendered: string[]
    changed: string[]
  }
  return {
    seconds: Number(summary?.[1] ?? Number.NaN),
    peakMb: Number(summary?.[2] ?? Number.NaN),
    pages: builtPagePaths(env.DIST_DIR).length,
    files: describeFiles(countFiles(env.DIST_DIR)),
    phases: /Build phases:\n((?: {2}.*\n?)*)/.exec(result.stdout)?.[1]?.trimEnd() ?? '',
    rendered: last.rendered.length,
    written: last.changed.length,
  }
}

/** The oldest article's title changed in the snapshot, as an editor's correction would change it. */
function changeOneArticle(root: string): void {
  const file = path.join(isolatedBuildEnv(root).SNAPSHOT_DIR, 'articles.json')
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { data: { title: Record<string, string> }[] }
  const article = snapshot.data.at(-1)
  if (!article) throw new Error('The articles snapshot is empty: no article to change.')
  article.title = { fr: `${article.title.fr} (corrigé)`, en: `${article.title.en} (corrected)` }
  writeFileSync(file, JSON.stringify(snapshot))
}

/** A full build's figures and phases, then the nightly rebuild's: nothing changed, then one article changed. */
function printBuilds(name: string, root: string, full: BuildFigures): void {
  console.log(
    `${name}: ${full.pages} pages built in ${full.seconds} s, ${(full.pages / full.seconds).toFixed(1)} pages/s, peak memory ${full.peakMb} MB; ${full.files}.`,
  )
  console.log(full.phases)
  const same = build(root, { again: true })
  const samePrerender = build(root, { again: true, args: ['--prerender-only'] })
  changeOneArticle(root)
  const one = build(root, { again: true, args: ['--prerender-only'] })
  const share = (figures: BuildFigures) =>
    `${((100 * figures.seconds) / full.seconds).toFixed(0)} % of the full build`
  console.log(`${name}, rebuilt:`)
  console.log(
    `  nothing changed, pull included   ${same.seconds} s (${share(same)}), ${same.rendered} pages rendered, ${same.written} files written`,
  )
  console.log(
    `  nothing changed, prerender only  ${samePrerender.seconds} s (${share(samePrerender)}), ${samePrerender.rendered} pages rendered, ${samePrerender.written} files written`,
  )
  console.log(
    `  one article changed              ${one.seconds} s (${share(one)}), ${one.rendered} pages rendered, ${one.written} files written`,
  )
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const mark = (ok: boolean) => (ok ? ' ' : '!')
/** A figure, or '-' when it was not measured. */
const shown = (value: number | undefined, text = String(value)) =>
  value === undefined || !Number.isFinite(value) ? '-' : text

/** What one page's Lighthouse runs against its twin gave. */
interface PairedRuns {
  page: LighthouseFigures | null
  twin: LighthouseFigures | null
  /** The median of each pair's LCP ratio (page over twin): pairs share a slowdown and a moment of the host. */
  lcpRatio: number
}

/**
 * The page and its no-JavaScript twin, alternately (page, twin, page, twin…): each twin run uses the CPU
 * slowdown its page run kept, so that a pair differs only by the page's scripts.
 */
async function pairedRuns(
  pageUrl: string,
  twinUrl: string,
  name: string,
  cpu: CpuSlowdown,
): Promise<PairedRuns> {
  const pages: LighthouseFigures[] = []
  const twins: LighthouseFigures[] = []
  const ratios: number[] = []
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    let page: LighthouseFigures
    try {
      page = await calibratedRun(pageUrl, cpu)
      pages.push(page)
    } catch (error) {
      console.log(`  Lighthouse failed on ${name}: ${error instanceof Error ? error.message : error}`)
      continue
    }
    try {
      const twin = await runLighthouse(twinUrl, { cpuSlowdown: cpu.used.at(-1) })
      twins.push(twin)
      ratios.push(page.lcpMs / twin.lcpMs)
    } catch (error) {
      console.log(`  Lighthouse failed on ${name}'s twin: ${error instanceof Error ? error.message : error}`)
    }
  }
  return {
    page: pages.length ? medianFigures(pages) : null,
    twin: twins.length ? medianFigures(twins) : null,
    lcpRatio: median(ratios),
  }
}

/** What the devtools-throttled loads of a page (and of its twin) gave. */
interface DevtoolsLoads {
  /** Bytes on the wire of the scripts finished (asked for) before the largest paint; NaN when no load ran. */
  beforeLcp: number
  startedBeforeLcp: number
  /** Every script the page fetched (brotli). */
  total: number
  /** The median of each pair's observed LCP ratio (page over twin); NaN when no pair was measured. */
  lcpRatio: number
}

/**
 * Loads with devtools throttling, as many as there are Lighthouse runs of the page: the page (left idle after
 * its load, so that island code loaded when idle counts), then its twin at the same CPU slowdown. The page's
 * loads give the JavaScript it fetched, before its largest paint and in all (brotli); each pair gives an LCP
 * ratio that, unlike the simulated one, comes from a browser really running at the phone's speed, where a
 * script fetched beside the first screen cannot come before it in the model (docs/architecture.md#the-bench).
 */
async function devtoolsLoads(
  url: string,
  twinUrl: string,
  name: string,
  dist: string,
  cpu: CpuSlowdown,
): Promise<DevtoolsLoads> {
  const loads: { beforeLcp: number; startedBeforeLcp: number; total: number }[] = []
  const ratios: number[] = []
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const cpuSlowdown = cpu.current
    let pageLcpMs: number
    try {
      const load = await runJavaScriptLoad(url, { cpuSlowdown, idleMs: JS_IDLE_MS })
      const wire = new Map(load.scripts.map((script) => [script.url, script.transferSize]))
      loads.push({
        beforeLcp: load.bytesBeforeLcp,
        startedBeforeLcp: load.bytesStartedBeforeLcp,
        total: brotliBytes(
          dist,
          load.scripts.map((script) => script.url),
          (url) => wire.get(url) ?? 0,
        ),
      })
      pageLcpMs = load.lcpMs
    } catch (error) {
      console.log(
        `  The devtools-throttled load of ${name} failed: ${error instanceof Error ? error.message : error}`,
      )
      continue
    }
    try {
      const twin = await runJavaScriptLoad(twinUrl, { cpuSlowdown, idleMs: 0 })
      ratios.push(pageLcpMs / twin.lcpMs)
    } catch (error) {
      console.log(
        `  The devtools-throttled load of ${name}'s twin failed: ${error instanceof Error ? error.message : error}`,
      )
    }
  }
  return {
    beforeLcp: median(loads.map((load) => load.beforeLcp)),
    startedBeforeLcp: median(loads.map((load) => load.startedBeforeLcp)),
    total: median(loads.map((load) => load.total)),
    lcpRatio: median(ratios),
  }
}

interface PageRow extends PageMeasure {
  name: string
  /** The LCP ratio of the devtools-throttled pairs. */
  devtoolsLcpRatio: number
  jsBytesStartedBeforeLcp: number
  weight: PageWeight
  twin: LighthouseFigures | null
}

function printWeights(rows: readonly PageRow[]): void {
  console.log('\npage           1st screen gz  whole html gz  data gz  css gz  js gz   js br  reqs (all)')
  for (const { name, weight, page: lh } of rows) {
    const requests = lh && Number.isFinite(lh.firstScreenRequests) ? lh.firstScreenRequests : weight.requests
    const js = weight.jsBrotli / 1024
    console.log(
      [
        name.padEnd(14),
        `${kb(weight.firstScreenGzip)}${mark(weight.firstScreenGzip / 1024 <= BUDGET.htmlKb)}`.padStart(13),
        kb(weight.htmlGzip).padStart(14),
        kb(weight.dataGzip).padStart(8),
        kb(weight.cssGzip).padStart(7),
        kb(weight.jsGzip).padStart(7),
        `${js.toFixed(1)}${mark(js <= BUDGET.jsKb)}`.padStart(7),
        `${requests}${mark(requests <= BUDGET.requests)}`.padStart(5),
        `(${lh?.requests ?? '-'})`.padStart(5),
      ].join(' '),
    )
  }
  console.log(
    `Sizes in KiB (1,024 bytes, as Lighthouse's budgets count), from the built files. Budgets: JS before interactive ≤ ${BUDGET.jsKb} KiB (brotli, as the CDN serves it), HTML + critical CSS of the first screen ≤ ${BUDGET.htmlKb} KiB gz, ≤ ${BUDGET.requests} requests; "!" marks a miss. "1st screen": the document, its inline critical CSS included, up to the end of its first screen (what the first paint waits for); "whole html": the complete document, every block below the fold included; "data gz": the route data file hydration waits for; "js": the scripts the document names (entry and module preloads). "reqs": the requests started before the first screen was complete (the viewport's last visual change in Lighthouse's filmstrip; the site's own count of its files when Lighthouse failed); "(all)": every request until Lighthouse stopped recording, images below the fold and live data included.`,
  )
}

function printLighthouse(rows: readonly PageRow[]): void {
  const b = ISLANDS_BUDGET
  // Right-aligned as the figures are; a column with a mark keeps its last character for it.
  const header = [
    ['perf ', 5],
    ['a11y ', 5],
    ['b.p. ', 5],
    ['seo ', 5],
    ['LCP ms', 8],
    ['twin LCP', 9],
    ['ratio ', 6],
    ['dt ratio', 8],
    ['TBT ms ', 7],
    ['twin TBT', 8],
    ['CLS ', 6],
    ['JS<LCP B ', 9],
    ['(asked B)', 9],
    ['JS br KiB ', 10],
  ] as const
  console.log(`\n${'page'.padEnd(14)} ${header.map(([label, width]) => label.padStart(width)).join(' ')}`)
  for (const row of rows) {
    const lh = row.page
    /** A category's score with its mark: "!" for a miss, "°" for a score below 100 only by design. */
    const category = (score: number | undefined, id: 'best-practices' | 'seo') =>
      `${shown(score)}${failsOnlyByDesign(row, id) ? '°' : mark((score ?? 0) >= b.others)}`
    console.log(
      [
        `${row.name}${row.type.frameOnly ? ' *' : ''}`.padEnd(14),
        `${shown(lh?.performance)}${mark((lh?.performance ?? 0) >= b.performance)}`.padStart(5),
        `${shown(lh?.accessibility)}${mark((lh?.accessibility ?? 0) >= b.others)}`.padStart(5),
        category(lh?.bestPractices, 'best-practices').padStart(5),
        category(lh?.seo, 'seo').padStart(5),
        shown(lh?.lcpMs).padStart(8),
        shown(row.twin?.lcpMs).padStart(9),
        `${shown(row.lcpRatio, row.lcpRatio.toFixed(2))}${mark(row.lcpRatio <= b.lcpRatio)}`.padStart(6),
        `${shown(row.devtoolsLcpRatio, row.devtoolsLcpRatio.toFixed(2))}${mark(row.devtoolsLcpRatio <= b.lcpRatio)}`.padStart(
          8,
        ),
        `${shown(lh?.tbtMs)}${mark((lh?.tbtMs ?? Infinity) <= b.tbtMs)}`.padStart(7),
        shown(row.twin?.tbtMs).padStart(8),
        `${shown(lh?.cls)}${mark((lh?.cls ?? Infinity) <= b.cls)}`.padStart(6),
        `${shown(row.jsBytesBeforeLcp)}${mark(row.jsBytesBeforeLcp <= b.jsBytesBeforeLcp)}`.padStart(9),
        shown(row.jsBytesStartedBeforeLcp).padStart(9),
        `${shown(row.jsBytes, kb(row.jsBytes))}${row.type.frameOnly ? mark(row.jsBytes <= b.frameOnlyJsBytes) : ' '}`.padStart(
          10,
        ),
      ].join(' '),
    )
  }
  const protocols = [
    ...new Set(rows.flatMap((row) => [...(row.page?.protocols ?? []), ...(row.twin?.protocols ?? [])])),
  ]
  console.log(
    `Lighthouse mobile (default emulation and network throttling, CPU slowdown as above), simulated throttling, median of ${LIGHTHOUSE_RUNS} run(s) each, the pages served over ${HTTP1 ? 'HTTP/1.1 (--http1)' : 'HTTP/2 and TLS'}; the requests went over: ${protocols.sort().join(', ') || '-'} (Lighthouse's simulation models HTTP/1.1 as six cold connections, each paying its handshake, and HTTP/2 as the document's one warm connection). "twin LCP", "twin TBT": the same page with its scripts and module preloads removed (scripts/bench/no-js-twin.ts), served by the same server on another port, run alternately with the page at the same CPU slowdown (its TBT is what the document's own parsing, style and layout block, with no script; it never applies the full stylesheet, which the page's script switches on, docs/architecture.md#the-bench); "ratio": the median of the pairs' LCP ratios. "JS<LCP B": bytes on the wire of the scripts that finished before the largest paint ("(asked B)": of those asked for before it, finished or not), and "JS br KiB": every script the page fetched (brotli, as the CDN serves it), the page left idle ${JS_IDLE_MS / 1000} s after its load; both the median of as many more loads of the page with devtools throttling (the browser really slowed down, so request times and the paint share one clock; simulated throttling computes the LCP after an unthrottled load, which request times cannot be set against). "dt ratio": the median LCP ratio of those loads, each followed by a load of the twin at the same slowdown (simulated throttling counts a script that ran before the first paint of the unthrottled load as a step of the phone's paint, though on the slowed-down browser the paint does not wait for it). "*": a frame-only page (at most ${b.frameOnlyJsBytes / 1024} KiB of JavaScript). "°": below 100 only for audits a not-found page fails by design (${NOT_FOUND_EXCEPTIONS.join(', ')}). The islands' budget: perf ≥ ${b.performance}, a11y, b.p. and SEO ${b.others}, ratio ≤ ${b.lcpRatio}, TBT ≤ ${b.tbtMs} ms, CLS ${b.cls}, ${b.jsBytesBeforeLcp} bytes of JS before LCP; "!" marks a miss.`,
  )
  const failed = rows.filter((row) => row.page?.failedAudits.length)
  if (failed.length) {
    console.log('Failed audits (accessibility, best practices, SEO):')
    for (const row of failed) console.log(`  ${row.name}: ${row.page!.failedAudits.join(', ')}`)
  }
  for (const row of rows) {
    if (row.twin && row.twin.scriptRequests > 0) {
      console.log(`  Warning: the twin of ${row.name} still fetched ${row.twin.scriptRequests} script(s).`)
    }
  }
  const missing = rows
    .map((row) => [row.name, budgetMisses(row)] as const)
    .filter(([, misses]) => misses.length)
  console.log(`The islands' budget: ${rows.length - missing.length} of ${rows.length} pages pass.`)
  for (const [name, misses] of missing) console.log(`  ${name}: ${misses.join('; ')}`)
}

async function pageTypes(root: string): Promise<void> {
  const dist = path.join(root, 'dist')
  const twinDist = path.join(root, 'twin')
  writeTwinSite(dist, twinDist)
  const tls = HTTP1 ? undefined : await loopbackCertificate()
  const site = await startSiteServer({
    distDir: dist,
    port: 0,
    api: { dataDir: path.join(root, 'data') },
    tls,
  })
  const twinSite = await startSiteServer({ distDir: twinDist, port: 0, sharedApi: site.api, tls })
  const benchmarkIndexes: number[] = []
  const rows: PageRow[] = []
  try {
    const cpu = await chooseCpuSlowdown(`${site.url}/fr`)
    const built = builtPagePaths(dist)
    for (const lang of LANGS) {
      for (const type of PAGE_TYPES_MEASURED) {
        const name = `${type.label} ${lang}`
        const page = type.path(lang, built)
        const started = Date.now()
        const pair = await pairedRuns(`${site.url}${page}`, `${twinSite.url}${page}`, name, cpu)
        if (pair.page) benchmarkIndexes.push(pair.page.benchmarkIndex)
        const js = await devtoolsLoads(`${site.url}${page}`, `${twinSite.url}${page}`, name, dist, cpu)
        rows.push({
          name,
          type,
          weight: pageWeight(dist, page, type.file),
          page: pair.page,
          twin: pair.twin,
          lcpRatio: pair.lcpRatio,
          devtoolsLcpRatio: js.lcpRatio,
          jsBytesBeforeLcp: js.beforeLcp,
          jsBytesStartedBeforeLcp: js.startedBeforeLcp,
          jsBytes: js.total,
        })
        console.log(`  ${name} (${page}) measured in ${Math.round((Date.now() - started) / 1000)} s.`)
      }
    }
    printWeights(rows)
    printLighthouse(rows)
    if (PAGE_TYPES_MEASURED.some((type) => type.id === 'home')) await printHomeVitals(site.url, LANGS)
    console.log(
      `This host's benchmark index during the page runs: median ${median(benchmarkIndexes)}; CPU slowdowns used: ${Math.min(...cpu.used)}× to ${Math.max(...cpu.used)}× (median ${Number(median(cpu.used).toFixed(2))}×).`,
    )
  } finally {
    await twinSite.close()
    await site.close()
  }
}

const root = path.resolve('.cache/bench')
if (process.argv.includes('--build-scale')) {
  await benchBuildScale(path.join(root, 'build-scale'), numberOption('delay-ms') ?? 0)
} else if (!process.argv.includes('--synthetic-only')) {
  const sample = path.join(root, 'sample')
  const site = build(sample)
  await pageTypes(sample)
  printBuilds('Sample site', sample, site)
}

if (!process.argv.includes('--no-synthetic') && !process.argv.includes('--build-scale')) {
  const synthetic = path.join(root, 'synthetic')
  const big = build(synthetic, {
    prepare: (dataDir) => {
      const api = createApi({ dataDir })
      api.store.addSyntheticArticles(2000)
      api.close()
    },
  })
  printBuilds('Synthetic site (2,000 more articles)', synthetic, big)
}
