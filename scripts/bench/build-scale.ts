import { execFile } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { startApiServer } from '../../server/index'
import { builtPagePaths } from '../build/built-pages'
import { isolatedBuildEnv } from '../lib/isolated-build'

/**
 * `npm run bench -- --build-scale [--delay-ms N]`: the build against the reference back-end with 2,000
 * generated articles more, each comment list answered N ms late (a distant API), then the nightly rebuild with
 * nothing changed (docs/architecture.md#the-bench). The back-end runs in this process, so the builds run as
 * child processes without blocking it.
 */

const run = promisify(execFile)

/** What one build printed of itself. */
interface ScaleFigures {
  seconds: number
  /** From the process's start to its end: with its modules' loading, which `seconds` leaves out. */
  wallSeconds: number
  peakMb: number
  /** The content pipeline's time, and of it the comments'. */
  pullSeconds: number
  commentsMs: number
  commentsNote: string
  rendered: number
  phases: string
  /** The build's own line on its memory (docs/architecture.md#memory). */
  memory: string
}

async function buildOnce(env: NodeJS.ProcessEnv, args: string[] = []): Promise<ScaleFigures> {
  const begun = performance.now()
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    env,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`The build failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`)
  })
  const summary = /Site built in ([\d.]+) s \(peak memory (\d+) MB\)/.exec(stdout)
  const phases = /Build phases:\n((?: {2}.*\n?)*)/.exec(stdout)?.[1]?.trimEnd() ?? ''
  const pull = /content pipeline\s+([\d.]+) s/.exec(phases)
  const comments = /^\w+\s+comments\s+.*?(\d+) ms(.*)$/m.exec(stdout)
  const wallSeconds = (performance.now() - begun) / 1000
  const last = JSON.parse(
    readFileSync(path.join(String(env.BUILD_CACHE_DIR), 'last-build.json'), 'utf8'),
  ) as { rendered: string[] }
  return {
    seconds: Number(summary?.[1] ?? Number.NaN),
    wallSeconds,
    peakMb: Number(summary?.[2] ?? Number.NaN),
    pullSeconds: Number(pull?.[1] ?? Number.NaN),
    commentsMs: Number(comments?.[1] ?? Number.NaN),
    commentsNote: comments?.[2]?.trim() ?? '',
    rendered: last.rendered.length,
    phases,
    memory: /^Memory: .*$/m.exec(stdout)?.[0] ?? '',
  }
}

export async function benchBuildScale(root: string, delayMs: number): Promise<void> {
  rmSync(root, { recursive: true, force: true })
  const env = isolatedBuildEnv(root)
  const api = await startApiServer({ dataDir: env.AHB_DATA_DIR, port: 0 })
  try {
    api.api.store.addSyntheticArticles(2000)
    // One segment for the article's id: every comment list, and nothing else, answers late.
    if (delayMs > 0) api.api.injectFault('/api/articles/*/comments/', { delayMs })
    const buildEnv = { ...env, API_URL: api.url, PUBLIC_API_URL: '' }
    const full = await buildOnce(buildEnv)
    const pages = builtPagePaths(env.DIST_DIR).length
    const same = await buildOnce(buildEnv)
    const share = (100 * same.seconds) / full.seconds
    const line = (name: string, figures: ScaleFigures) =>
      [
        name.padEnd(16),
        `${figures.seconds.toFixed(1)} s`.padStart(9),
        `${figures.wallSeconds.toFixed(1)} s`.padStart(9),
        String(figures.rendered).padStart(8),
        `${figures.pullSeconds.toFixed(1)} s`.padStart(8),
        `${(figures.commentsMs / 1000).toFixed(1)} s`.padStart(8),
        `${figures.peakMb} MB`.padStart(8),
      ].join(' | ')
    console.log(
      `\nBuild at scale: ${pages} pages from the reference back-end with 2,000 generated articles more, ` +
        `${delayMs > 0 ? `each comment list answered ${delayMs} ms late` : 'no delay'}.`,
    )
    console.log(
      [
        'build'.padEnd(16),
        'time'.padStart(9),
        'process'.padStart(9),
        'rendered',
        'pull'.padStart(8),
        'comments',
        'peak'.padStart(8),
      ].join(' | '),
    )
    console.log(line('full', full))
    console.log(line('nothing changed', same))
    console.log(
      `Full build: ${(pages / full.seconds).toFixed(1)} pages/s, peak memory ${full.peakMb} MB. ` +
        `Rebuild with nothing changed: ${share.toFixed(1)} % of the full build. ` +
        `Comments: ${(full.commentsMs / 1000).toFixed(1)} s in the full build${full.commentsNote ? ` ${full.commentsNote}` : ''}, ` +
        `${(same.commentsMs / 1000).toFixed(1)} s in the rebuild${same.commentsNote ? ` ${same.commentsNote}` : ''}.`,
    )
    console.log(`Full build's phases (time, peak memory of the build and its processes):\n${full.phases}`)
    console.log(full.memory)
    console.log(`Rebuild's phases:\n${same.phases}`)
  } finally {
    await api.close()
  }
}
