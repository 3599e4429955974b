/**
 * `npm run build`: validates content/, pulls the API into snapshots, prerenders every page into dist/.
 * Without API_URL it starts the reference back-end (server/) for the pull. Flags: --strict (also refuses the
 * reference back-end's sample content), --allow-shrink, --prerender-only (no validation or pull: prerenders
 * from the snapshots already in SNAPSHOT_DIR).
 */
import { startApiServer } from '../server/index'
import { validateAllContent } from '../src/data/server/content'
import { withBuildLock } from './lib/build-lock'
import { sampleContentReasons } from './build/sample-content'
import { reportLines } from './lib/content-report'
import { runPipeline } from './pipeline/index'

/** Validates content/ and pulls the API into the snapshots; false (exit code set) when nothing may be built. */
async function pullSnapshots(given: string | undefined, args: Set<string>): Promise<boolean> {
  await validateAllContent()
  const reference = given ? null : await startApiServer()
  const apiUrl = given ?? reference!.url
  if (reference) console.log(`No API_URL: using the reference back-end at ${apiUrl}.`)
  try {
    const report = await runPipeline({
      apiUrl,
      strict: args.has('--strict'),
      allowShrink: args.has('--allow-shrink'),
    })
    if (!report.ok) {
      console.error('The content pipeline failed in strict mode: nothing was built.')
      process.exitCode = 1
      return false
    }
    // A production build must not publish the reference back-end's sample content (e.g. API_URL unset).
    const sample = args.has('--strict') ? await sampleContentReasons(apiUrl) : []
    if (sample.length > 0) {
      console.error(`Strict mode: the content is the reference back-end's sample (${sample.join('; ')}).`)
      console.error('Set API_URL to the production back-end. Nothing was built.')
      process.exitCode = 1
      return false
    }
    return true
  } finally {
    await reference?.close()
  }
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2))
  const started = performance.now()

  const given = process.env.API_URL?.trim().replace(/\/+$/, '') || undefined
  // --prerender-only: the snapshots already in SNAPSHOT_DIR, as they are (the end-to-end run's second build).
  if (!args.has('--prerender-only') && !(await pullSnapshots(given, args))) return

  // The browser calls the API given at build time, or the same origin when the reference back-end serves the site.
  process.env.VITE_PUBLIC_API_URL = process.env.PUBLIC_API_URL ?? given ?? ''
  process.env.VITE_SITE_URL = process.env.SITE_URL ?? 'http://localhost:4173'
  // The kill switch of the service worker (README): the page script then removes it instead of installing it.
  process.env.VITE_SERVICE_WORKER = process.env.SERVICE_WORKER ?? ''
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
  // React's production build for the prerender: vite-react-ssg loads React as soon as it is imported, before
  // Vite sets NODE_ENV, and React's development build renders a page several times slower (same HTML).
  process.env.NODE_ENV = 'production'
  const { build: prerender } = await import('vite-react-ssg/node')
  await withBuildLock(() => prerender({}, { logLevel: process.env.CI ? 'warn' : 'info' }))
  const seconds = (performance.now() - started) / 1000
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024)
  console.log(`Site built in ${seconds.toFixed(1)} s (peak memory ${peakMb} MB).`)
}

main().catch((error: unknown) => {
  for (const line of reportLines(error)) console.error(line)
  process.exit(1)
})
