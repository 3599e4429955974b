/**
 * `npm run pipeline -- [--strict] [--allow-shrink]`: pulls the API at API_URL into snapshots. Without API_URL
 * it starts the reference back-end (server/) for the pull, as the build does. Exits 1 when the report is not ok.
 */
import { runPipeline } from './index'

const USAGE =
  'Usage: npm run pipeline -- [--strict] [--allow-shrink]   (reads API_URL, SNAPSHOT_DIR, MEDIA_DIR)'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const known = new Set(['--strict', '--allow-shrink', '--help'])
  const unknown = args.filter((arg) => !known.has(arg))
  if (args.includes('--help') || unknown.length > 0) {
    if (unknown.length > 0) console.error(`Unknown option: ${unknown.join(' ')}`)
    console.log(USAGE)
    return unknown.length > 0 ? 2 : 0
  }

  const given = process.env.API_URL?.trim().replace(/\/+$/, '') || undefined
  // Loaded only when needed: the reference back-end brings SQLite and its seed content along.
  const reference = given ? null : await (await import('../../server/index')).startApiServer()
  if (reference) console.log(`No API_URL: using the reference back-end at ${reference.url}.`)
  try {
    const report = await runPipeline({
      apiUrl: given ?? reference!.url,
      strict: args.includes('--strict'),
      allowShrink: args.includes('--allow-shrink'),
    })
    return report.ok ? 0 : 1
  } finally {
    await reference?.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  },
)
