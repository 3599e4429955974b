/**
 * `npm run bench`: builds the site from a fresh reference back-end and prints, per page type, the compressed
 * bytes a visitor downloads and Lighthouse's mobile figures, against the budgets; then builds a synthetic
 * site of 2,000 articles and prints build time, pages per second and peak memory.
 * `--no-synthetic` skips the second part; `--lighthouse-runs=N` (default 3) sets how many Lighthouse runs each
 * page's median is taken from. A benchmark, not a test: it reports, it does not fail.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { createApi } from '../server/index'
import { builtPagePaths } from './build/built-pages'
import { medianFigures, runLighthouse, type LighthouseFigures } from './bench/lighthouse'
import { pageWeight } from './bench/page-weight'
import { isolatedBuildEnv } from './lib/isolated-build'
import { startSiteServer } from './lib/site-server'

const BUDGET = { jsKb: 100, htmlKb: 14, requests: 25, performance: 95, others: 100 }

const LIGHTHOUSE_RUNS = Math.max(
  1,
  Number(
    /^--lighthouse-runs=(\d+)$/.exec(
      process.argv.find((arg) => arg.startsWith('--lighthouse-runs=')) ?? '',
    )?.[1] ?? 3,
  ),
)

/** The median of `LIGHTHOUSE_RUNS` runs, or null (with the reason printed) when every run failed. */
async function lighthouseMedian(url: string, page: string): Promise<LighthouseFigures | null> {
  const runs: LighthouseFigures[] = []
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    try {
      runs.push(await runLighthouse(url))
    } catch (error) {
      console.log(`  Lighthouse failed on ${page}: ${error instanceof Error ? error.message : error}`)
    }
  }
  return runs.length ? medianFigures(runs) : null
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
  console.log(
    'page type     1st screen gz  whole html gz  data gz  css gz  js gz   js br  reqs | perf  a11y  b.p.  seo    LCP ms  TBT ms  CLS',
  )
  try {
    for (const [name, page] of pageTypeList(builtPagePaths(dist))) {
      const weight = pageWeight(dist, page)
      const lh = await lighthouseMedian(`${site.url}${page}`, page)
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
          `${lh?.requests ?? weight.requests}${mark((lh?.requests ?? weight.requests) <= BUDGET.requests)}`.padStart(
            5,
          ),
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
    `Sizes in KiB (1,024 bytes, as Lighthouse's budgets count). Budgets: JS before interactive ≤ ${BUDGET.jsKb} KiB (brotli, as the CDN serves it), HTML + critical CSS of the first screen ≤ ${BUDGET.htmlKb} KiB gz, ≤ ${BUDGET.requests} requests, performance ≥ ${BUDGET.performance}, others ${BUDGET.others}; "!" marks a miss. "1st screen": the document, its inline critical CSS included, up to the end of its first screen (what the first paint waits for); "whole html": the complete document, every block below the fold included; "data gz": the route data file hydration waits for. Lighthouse figures: median of ${LIGHTHOUSE_RUNS} run(s). Requests: Lighthouse's count of the whole load.`,
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
