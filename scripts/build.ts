/**
 * `npm run build`: validates content/, pulls the API into snapshots, prerenders every page into dist/.
 * Without API_URL it starts the reference back-end (server/) for the pull. Flags: --strict (also refuses the
 * reference back-end's sample content), --allow-shrink, --prerender-only (no validation or pull: prerenders
 * from the snapshots already in SNAPSHOT_DIR), --full (renders every page again, even those whose inputs are
 * those of the previous build). The build is incremental (docs/architecture.md#the-build): it keeps, in
 * BUILD_CACHE_DIR (default .cache/build), each page's input key, and re-renders only the pages whose key changed.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { contentDir } from '../src/node/data/content'
import { snapshotDir } from '../src/node/data/snapshots'
import { withBuildLock } from './lib/build-lock'
import { finishBuild } from './build/finish'
import { MemorySampler } from './build/memory'
import { BuildPhases } from './build/phases'
import { prerender, readNoindexPages, readPageKeys, writePageKeys } from './build/prerender/index'
import { listPrerenderPaths } from './build/prerender-paths'
import { pullApart } from './build/pull'
import { SearchIndexFeed } from './build/search-index'
import { siteInputsKey } from './build/site-key'
import { syncSite } from './build/sync-site'
import { siteUrlFromEnv } from '../src/shared/lib/site-origin'
import { reportLines } from './lib/content-report'

/**
 * Prerenders the pages whose inputs changed, finishes the site in a staging folder, then moves it in; resolves
 * with the memory of the build and its bundles' process together while they ran (MB, 0 if they did not).
 */
async function buildSite(args: Set<string>, phases: BuildPhases): Promise<number> {
  const site = path.resolve(process.env.DIST_DIR ?? 'dist')
  const cache = path.resolve(process.env.BUILD_CACHE_DIR || '.cache/build')
  const keysFile = path.join(cache, 'pages.json')
  const searchKeyFile = path.join(cache, 'search-index.key')
  const staging = path.join(cache, 'next')
  const siteKeyFile = path.join(cache, 'site.key')
  const lastBuildFile = path.join(cache, 'last-build.json')
  // docs/architecture.md#an-unchanged-rebuild: the same inputs as the last complete build make the same site.
  const siteKey = await phases.time('inputs unchanged?', () =>
    siteInputsKey({
      site,
      snapshotDir: snapshotDir(),
      mediaDir: path.resolve(process.env.MEDIA_DIR ?? '.cache/media'),
      contentDir: contentDir(),
    }),
  )
  if (
    !args.has('--full') &&
    existsSync(site) &&
    (await readFile(siteKeyFile, 'utf8').catch(() => '')) === siteKey
  ) {
    await writeFile(
      lastBuildFile,
      JSON.stringify({ rendered: [], changed: [], removed: [], unchanged: true }),
    )
    console.log(
      'Nothing changed since the previous build (snapshots, images, content, code, settings): the site is left as it is.',
    )
    return 0
  }
  // Until this build is complete, no key: a build that fails half-way is never taken for the site's.
  await rm(siteKeyFile, { force: true })
  // In path order: the search index takes the pages in that order (scripts/build/search-index.ts).
  const paths = (await phases.time('page list', () => listPrerenderPaths())).sort()
  const previous = args.has('--full') ? {} : await readPageKeys(keysFile)
  const previousNoindex = args.has('--full') ? undefined : await readNoindexPages(keysFile)
  // A build that renders every page feeds the search index as the pages are finished.
  const searchFeed = Object.keys(previous).length === 0 ? new SearchIndexFeed(staging, paths) : undefined
  const report = await prerender(
    {
      stagingDir: staging,
      previousDir: site,
      cacheDir: cache,
      paths,
      previous,
      previousNoindex,
      // The end-to-end build checks every reused first-screen CSS against a fresh extraction.
      verifyCss: process.env.VERIFY_CRITICAL_CSS === '1',
      logLevel: process.env.CI ? 'warn' : 'info',
      onPage: (page) => searchFeed?.pageFinished(page),
    },
    phases,
  )
  const previousSearchKey = args.has('--full') ? '' : await readFile(searchKeyFile, 'utf8').catch(() => '')
  const searchKey = createHash('sha256')
    .update(JSON.stringify(Object.entries(report.pages).sort(([a], [b]) => a.localeCompare(b))))
    .digest('base64url')
  await finishBuild(
    staging,
    { previousDir: site, previousKey: previousSearchKey, key: searchKey },
    phases,
    searchFeed,
    cache,
    report.noindex,
  )
  const sync = await phases.time('into the site folder', () => syncSite(staging, site))
  // Recorded once the site folder holds what they describe.
  await writePageKeys(keysFile, report.pages, report.noindex)
  await writeFile(searchKeyFile, searchKey)
  await writeFile(
    lastBuildFile,
    JSON.stringify(
      { rendered: report.rendered, changed: sync.changed, removed: sync.removed, unchanged: false },
      null,
      1,
    ),
  )
  await writeFile(siteKeyFile, siteKey)
  console.log(
    `Pages: ${report.rendered.length} rendered, ${paths.length - report.rendered.length} kept from the previous build; ` +
      `first-screen CSS extracted ${report.css.extracted} times (${report.css.matched} of them from selectors' answers met before), reused ${report.css.reused} times. ` +
      `Files: ${sync.changed.length} written, ${sync.removed.length} removed, ${sync.unchanged} unchanged.`,
  )
  return report.bundlesPeakMb ?? 0
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2))
  const started = performance.now()
  const memory = new MemorySampler()
  const phases = new BuildPhases(memory)

  const given = process.env.API_URL?.trim().replace(/\/+$/, '') || undefined
  // --prerender-only: the snapshots already in SNAPSHOT_DIR, as they are (the end-to-end run's second build).
  if (
    !args.has('--prerender-only') &&
    !(await phases.time('content pipeline', () =>
      pullApart({ apiUrl: given, strict: args.has('--strict'), allowShrink: args.has('--allow-shrink') }),
    ))
  )
    return

  // The browser calls the API given at build time, or the same origin when the reference back-end serves the site.
  process.env.VITE_PUBLIC_API_URL = process.env.PUBLIC_API_URL ?? given ?? ''
  process.env.VITE_SITE_URL = siteUrlFromEnv()
  // One date for the whole build (the footer's year): the page workers read it, never the clock while rendering.
  process.env.BUILD_DATE ||= new Date().toISOString().slice(0, 10)
  // The kill switch of the service worker (README): the page script then removes it instead of installing it.
  process.env.VITE_SERVICE_WORKER = process.env.SERVICE_WORKER ?? ''
  // A pull request's preview (PREVIEW=true in its workflow) shows the editors' "edit this page" links.
  process.env.VITE_PREVIEW = process.env.PREVIEW === 'true' ? 'true' : ''
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
  // React's production build in the prerender workers, which read it when they start.
  process.env.NODE_ENV = 'production'
  const bundlesPeakMb = await withBuildLock(path.resolve(process.env.BUILD_CACHE_DIR || '.cache/build'), () =>
    buildSite(args, phases),
  )
  const seconds = (performance.now() - started) / 1000
  memory.stop()
  // This process (its page workers are threads of it), it and the bundles' process while both ran, or it and
  // every process it started (Pagefind's too) as sampled (docs/architecture.md#memory): the largest.
  const ownMb = Math.round(process.resourceUsage().maxRSS / 1024)
  const peakMb = Math.max(ownMb, bundlesPeakMb, memory.peakMb)
  console.log(`Build phases:\n${phases.table()}`)
  console.log(
    `Memory: this process ${ownMb} MB at most; with the bundles' process ${bundlesPeakMb || '–'} MB; ` +
      `with every process it started, sampled every 250 ms, ${memory.peakMb} MB.`,
  )
  console.log(`Site built in ${seconds.toFixed(1)} s (peak memory ${peakMb} MB).`)
}

main().catch((error: unknown) => {
  for (const line of reportLines(error)) console.error(line)
  process.exit(1)
})
