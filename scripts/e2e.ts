/**
 * `npm run test:e2e`: builds the site from a fresh reference back-end (temporary database), and a few pages
 * again without their snapshots (buildWithoutData), then runs the Playwright suite in Debian's Chromium
 * against the built site served with that back-end.
 * E2E_SKIP_BUILD=1 reuses the last e2e build (for quick local reruns); E2E_DIR chooses its folder.
 * `--build-only` stops after the build (`npm test` builds while the unit tests run, then runs the suite).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { seedBundles } from './build/bundle-cache'
import { isolatedBuildEnv, nextDeployBuild, withoutDataBuild } from './lib/isolated-build'

// Everything of the run lives in one folder (E2E_DIR), so it never touches dist/ or the developer's data.
const root = path.resolve(process.env.E2E_DIR ?? '.cache/e2e')
const env = isolatedBuildEnv(root)
const args = process.argv.slice(2)
const buildOnly = args.includes('--build-only')

function run(command: string[], runEnv: NodeJS.ProcessEnv = env): void {
  const result = spawnSync(process.execPath, command, { stdio: 'inherit', env: runEnv })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * The few pages whose run-time states the suite tests (home blocks, about, mission, history, team), built
 * again as a build without their snapshots makes them: from the same snapshots minus theirs, into a
 * folder of their own that a second site server serves (tests/e2e/support/fixtures.ts).
 */
async function buildWithoutData(): Promise<void> {
  const started = performance.now()
  const bare = withoutDataBuild(root)
  rmSync(bare.root, { recursive: true, force: true })
  await seedBundles(env.BUILD_CACHE_DIR, path.join(bare.root, 'build-cache'))
  cpSync(env.SNAPSHOT_DIR!, bare.snapshotDir, {
    recursive: true,
    filter: (file) => !bare.missing.some((name) => path.basename(file) === `${name}.json`),
  })
  run(['--import', 'tsx', 'scripts/build.ts', '--prerender-only'], {
    ...env,
    DIST_DIR: bare.distDir,
    BUILD_CACHE_DIR: path.join(bare.root, 'build-cache'),
    SNAPSHOT_DIR: bare.snapshotDir,
    PRERENDER_ONLY: bare.paths.join(','),
  })
  console.log(`Pages without build data built in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
}

/**
 * The next nightly deploy (nextDeployBuild): the same snapshots with one article more, newest of all, for the
 * test of a visitor whose service worker comes from the first build.
 */
async function buildNextDeploy(): Promise<void> {
  const next = nextDeployBuild(root)
  rmSync(next.root, { recursive: true, force: true })
  await seedBundles(env.BUILD_CACHE_DIR, path.join(next.root, 'build-cache'))
  cpSync(env.SNAPSHOT_DIR!, next.snapshotDir, { recursive: true })
  const file = path.join(next.snapshotDir, 'articles.json')
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as {
    data: { id: number; slug: string; title: Record<string, string>; publishedAt: string }[]
  }
  const [newest] = snapshot.data
  if (!newest) throw new Error('The articles snapshot is empty: no next deploy to build.')
  snapshot.data.unshift({
    ...newest,
    id: Math.max(...snapshot.data.map((article) => article.id)) + 1,
    slug: next.article.slug,
    title: { fr: next.article.title, en: next.article.title },
    publishedAt: new Date().toISOString(),
  })
  writeFileSync(file, JSON.stringify(snapshot))
  run(['--import', 'tsx', 'scripts/build.ts', '--prerender-only'], {
    ...env,
    DIST_DIR: next.distDir,
    BUILD_CACHE_DIR: path.join(next.root, 'build-cache'),
    SNAPSHOT_DIR: next.snapshotDir,
    PRERENDER_ONLY: next.paths.join(','),
  })
}

if (!process.env.E2E_SKIP_BUILD || !existsSync(path.join(env.DIST_DIR, '404.html'))) {
  // A fresh database, snapshots and site for every run: tests post comments and add articles.
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  // Every reuse of a first-screen CSS is checked against a fresh extraction (scripts/build/critical-css.ts).
  run(['--import', 'tsx', 'scripts/build.ts'], { ...env, VERIFY_CRITICAL_CSS: '1' })
  await buildWithoutData()
  await buildNextDeploy()
} else if (!existsSync(path.join(withoutDataBuild(root).distDir, '404.html'))) {
  // A reused build made before the second build existed.
  await buildWithoutData()
}
if (!existsSync(path.join(nextDeployBuild(root).distDir, '404.html'))) await buildNextDeploy()
if (!buildOnly) run(['node_modules/@playwright/test/cli.js', 'test', ...args])
