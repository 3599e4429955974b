/**
 * `npm run bench`: builds the site from a fresh reference back-end and prints, per page type, the compressed
 * bytes a visitor downloads and Lighthouse's mobile figures, against the budgets; then builds a synthetic
 * site of 2,000 articles and prints build time, pages per second and peak memory.
 * `--no-synthetic` skips the second part; `--lighthouse-runs=N` (default 3) sets how many Lighthouse runs each
 * page's median is taken from; `--cpu-slowdown=N` replaces the CPU slowdown calibrated to this host (4 is
 * Lighthouse's default). A benchmark, not a test: it reports, it does not fail.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { createApi } from '../server/index'
import { builtPagePaths } from './build/built-pages'
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, recalibratedSlowdown } from './bench/cpu-calibration'
import { median, medianFigures, runLighthouse, type LighthouseFigures } from './bench/lighthouse'
import { pageWeight } from './bench/page-weight'
import { isolatedBuildEnv } from './lib/isolated-build'
import { startSiteServer } from './lib/site-server'

const BUDGET = { jsKb: 100, htmlKb: 14, requests: 25, performance: 95, others: 100 }

/** The value of `--name=N`, or undefined. */
function numberOption(name: string): number | undefined {
  const value = new RegExp(`^--${name}=([\\d.]+)$`).exec(
    process.argv.find((arg) => arg.startsWith(`--${name}=`)) ?? '',
  )?.[1]
  return value === undefined ? undefined : Number(value)
}

const LIGHTHOUSE_RUNS = Math.max(1, Math.round(numberOption('lighthouse-runs') ?? 3))

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

function build(
  root: string,
  prepare?: (dataDir: string) => void,
): { seconds: number; peakMb: number; pages: number } {
  rmSync(root, { recursive: true, force: true })
  const env = isolatedBuildEnv(root)
  prepare?.(env.AHB_DATA_DIR)
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`)
  const summary = /Site built in ([\d.]+) s \(peak memory (\d+) MB\)/.exec(result.stdout)
  return {
    seconds: Number(summary?.[1] ?? Number.NaN),
    peakMb: Number(summary?.[2] ?? Number.NaN),
    pages: builtPagePaths(env.DIST_DIR).length,
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const mark = (ok: boolean) => (ok ? ' ' : '!')

/** The page types of the budgets, each in French and English. */
function pageTypeList(pages: readonly string[]): [string, string][] {
  return (['fr', 'en'] as const).flatMap((lang): [string, string][] => {
    const article = pages.find((page) => page.startsWith(`/${lang}/actualite/`)) ?? `/${lang}/actualites`
    return [
      [`home ${lang}`, `/${lang}`],
      [`news list ${lang}`, `/${lang}/actualites`],
      [`article ${lang}`, article],
      [`about ${lang}`, `/${lang}/about`],
      [`donation ${lang}`, `/${lang}/don`],
      [`static ${lang}`, `/${lang}/info/notre-vision`],
    ]
  })
}

async function pageTypes(root: string): Promise<void> {
  const dist = path.join(root, 'dist')
  const site = await startSiteServer({ distDir: dist, port: 0, api: { dataDir: path.join(root, 'data') } })
  const benchmarkIndexes: number[] = []
  const cpu = await chooseCpuSlowdown(`${site.url}/fr`)
  try {
    console.log(
      'page type     1st screen gz  whole html gz  data gz  css gz  js gz   js br  reqs (all) | perf  a11y  b.p.  seo    LCP ms  TBT ms  CLS',
    )
    for (const [name, page] of pageTypeList(builtPagePaths(dist))) {
      const weight = pageWeight(dist, page)
      const lh = await lighthouseMedian(`${site.url}${page}`, page, cpu)
      if (lh) benchmarkIndexes.push(lh.benchmarkIndex)
      const requests =
        lh && Number.isFinite(lh.firstScreenRequests) ? lh.firstScreenRequests : weight.requests
      const js = weight.jsBrotli / 1024
      console.log(
        [
          name.padEnd(13),
          `${kb(weight.firstScreenGzip)}${mark(weight.firstScreenGzip / 1024 <= BUDGET.htmlKb)}`.padStart(13),
          kb(weight.htmlGzip).padStart(14),
          kb(weight.dataGzip).padStart(8),
          kb(weight.cssGzip).padStart(7),
          kb(weight.jsGzip).padStart(7),
          `${js.toFixed(1)}${mark(js <= BUDGET.jsKb)}`.padStart(7),
          `${requests}${mark(requests <= BUDGET.requests)}`.padStart(5),
          `(${lh?.requests ?? '-'})`.padStart(5),
          '|',
          `${lh?.performance ?? '-'}${mark((lh?.performance ?? 0) >= BUDGET.performance)}`.padStart(5),
          `${lh?.accessibility ?? '-'}${mark((lh?.accessibility ?? 0) >= BUDGET.others)}`.padStart(5),
          `${lh?.bestPractices ?? '-'}${mark((lh?.bestPractices ?? 0) >= BUDGET.others)}`.padStart(5),
          `${lh?.seo ?? '-'}${mark((lh?.seo ?? 0) >= BUDGET.others)}`.padStart(5),
          String(lh?.lcpMs ?? '-').padStart(9),
          String(lh?.tbtMs ?? '-').padStart(7),
          String(lh?.cls ?? '-').padStart(5),
        ].join(' '),
      )
    }
  } finally {
    await site.close()
  }
  console.log(
    `This host's benchmark index during the page runs: median ${median(benchmarkIndexes)}; CPU slowdowns used: ${Math.min(...cpu.used)}× to ${Math.max(...cpu.used)}× (median ${Number(median(cpu.used).toFixed(2))}×).`,
  )
  console.log(
    `Sizes in KiB (1,024 bytes, as Lighthouse's budgets count). Budgets: JS before interactive ≤ ${BUDGET.jsKb} KiB (brotli, as the CDN serves it), HTML + critical CSS of the first screen ≤ ${BUDGET.htmlKb} KiB gz, ≤ ${BUDGET.requests} requests, performance ≥ ${BUDGET.performance}, others ${BUDGET.others}; "!" marks a miss. "1st screen": the document, its inline critical CSS included, up to the end of its first screen (what the first paint waits for); "whole html": the complete document, every block below the fold included; "data gz": the route data file hydration waits for. Lighthouse figures: median of ${LIGHTHOUSE_RUNS} run(s), default mobile emulation and network throttling, CPU slowdown as above. "reqs": the requests started before the first screen was complete (the viewport's last visual change in Lighthouse's filmstrip; the site's own count of its files when Lighthouse failed); "(all)": every request until Lighthouse stopped recording, images below the fold and live data included.`,
  )
}

const root = path.resolve('.cache/bench')
const site = build(path.join(root, 'sample'))
console.log(`Sample site: ${site.pages} pages built in ${site.seconds} s, peak memory ${site.peakMb} MB.`)
await pageTypes(path.join(root, 'sample'))

if (!process.argv.includes('--no-synthetic')) {
  const big = build(path.join(root, 'synthetic'), (dataDir) => {
    const api = createApi({ dataDir })
    api.store.addSyntheticArticles(2000)
    api.close()
  })
  console.log(
    `Synthetic site (2,000 more articles): ${big.pages} pages in ${big.seconds} s, ${(big.pages / big.seconds).toFixed(1)} pages/s, peak memory ${big.peakMb} MB.`,
  )
}
