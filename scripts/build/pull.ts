import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { reportLines } from '../lib/content-report'

/**
 * The build's first phase (docs/architecture.md#the-build): validate content/, then pull the API into the
 * snapshots. It runs in a process of its own, which ends with it: what the pull held (the API's answers, the
 * images it encoded, the reference back-end when there is no API_URL) is given back before the bundles are
 * built beside the build, instead of staying with the build's process to its end (docs/architecture.md#memory).
 */
export interface PullSettings {
  /** API_URL, or none: the reference back-end is started for the pull. */
  apiUrl?: string
  strict: boolean
  allowShrink: boolean
}

/** The child's exit code when the pull refused the content (it has said why). */
const REFUSED = 3

/** Validates content/ and pulls the API into the snapshots; false when nothing may be built. */
async function pullSnapshots({ apiUrl: given, strict, allowShrink }: PullSettings): Promise<boolean> {
  // Imported by the child alone, and each only when used: the build's process, which imports this file for
  // `pullApart`, never loads them, and the child starts sooner.
  const [{ validateAllContent }, { runPipeline }] = await Promise.all([
    import('../../src/node/data/content'),
    import('../pipeline/index'),
  ])
  await validateAllContent()
  const reference = given ? null : await (await import('../../server/index')).startApiServer()
  const apiUrl = given ?? reference!.url
  if (reference) console.log(`No API_URL: using the reference back-end at ${apiUrl}.`)
  try {
    const report = await runPipeline({
      apiUrl,
      strict,
      allowShrink,
      // A production build must not publish the reference back-end's sample content (e.g. API_URL unset);
      // checked on the staged snapshots, so that a refused build leaves the last ones as they were.
      strictChecks: async (dir) => {
        const { sampleContentReasons } = await import('./sample-content')
        const sample = await sampleContentReasons(apiUrl, dir)
        return sample.length === 0
          ? []
          : [
              `the content is the reference back-end's sample: ${sample.join('; ')}; ` +
                'set API_URL to the production back-end',
            ]
      },
    })
    if (!report.ok) {
      console.error('The content pipeline failed in strict mode: nothing was written or built.')
      return false
    }
    return true
  } finally {
    await reference?.close()
  }
}

/**
 * The pull in a child process (with this one's loader, settings and output); resolves false, the exit code
 * set, when nothing may be built: the content is invalid or refused, the child having said why.
 */
export function pullApart(settings: PullSettings): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(settings)], { stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve(true)
      if (code === 1 || code === REFUSED) {
        process.exitCode = 1
        return resolve(false)
      }
      reject(new Error(`The content pipeline stopped (${signal ?? `exit code ${code}`}).`))
    })
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  pullSnapshots(JSON.parse(process.argv[2]!) as PullSettings).then(
    (ok) => {
      process.exitCode = ok ? 0 : REFUSED
    },
    (error: unknown) => {
      for (const line of reportLines(error)) console.error(line)
      process.exitCode = 1
    },
  )
}
