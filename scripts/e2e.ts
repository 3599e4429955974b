/**
 * `npm run test:e2e`: builds the site from a fresh reference back-end (temporary database), and a few pages
 * again from a back-end some of whose endpoints fail (buildWithFailingApi), then runs the Playwright suite in Debian's Chromium
 * against the built site served with that back-end.
 * E2E_SKIP_BUILD=1 reuses the last e2e build (for quick local reruns); E2E_DIR chooses its folder.
 * `--build-only` stops after the build (`npm test` builds while the unit tests run, then runs the suite).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { seedBundles } from './build/bundle-cache'
import { startApiServer } from '../server/index'
import {
  e2eRoot,
  failingApiBuild,
  isolatedBuildEnv,
  nextDeployBuild,
  titlesSearchBuild,
} from './lib/isolated-build'
import { runPipeline } from './pipeline/index'

// Everything of the run lives in one folder (E2E_DIR), so it never touches dist/ or the developer's data.
const root = e2eRoot()
const env = isolatedBuildEnv(root)
const args = process.argv.slice(2)
const buildOnly = args.includes('--build-only')

function run(command: string[], runEnv: NodeJS.ProcessEnv = env): void {
  const result = spawnSync(process.execPath, command, { stdio: 'inherit', env: runEnv })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * A build that is not strict, from a back-end whose partners, strategies and contact endpoints fail, with no
 * earlier snapshot (failingApiBuild): the pipeline against the reference back-end on the run's database, then
 * its pages, into a folder of their own that a second site server serves (tests/e2e/support/fixtures.ts).
 */
async function buildWithFailingApi(): Promise<void> {
  const failing = failingApiBuild(root)
  rmSync(failing.root, { recursive: true, force: true })
  await seedBundles(env.BUILD_CACHE_DIR, path.join(failing.root, 'build-cache'))
  const server = await startApiServer({ dataDir: env.AHB_DATA_DIR })
  try {
    for (const prefix of failing.failingPaths) server.api.injectFault(prefix, { status: 503 })
    const report = await runPipeline({
      apiUrl: server.url,
      snapshotDir: failing.snapshotDir,
      mediaDir: env.MEDIA_DIR,
      retries: 0,
      log: (line) => console.log(line),
    })
    const missing = report.results
      .filter((result) => result.status === 'missing')
      .map((result) => result.name)
    if (missing.sort().join() !== [...failing.missing].sort().join())
      throw new Error(`The failing-API build lacks ${missing.join(', ')}, not ${failing.missing.join(', ')}.`)
  } finally {
    await server.close()
  }
  run(['--import', 'tsx', 'scripts/build.ts', '--prerender-only'], {
    ...env,
    DIST_DIR: failing.distDir,
    BUILD_CACHE_DIR: path.join(failing.root, 'build-cache'),
    SNAPSHOT_DIR: failing.snapshotDir,
    PRERENDER_ONLY: failing.paths.join(','),
  })
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

/**
 * The news list for a back-end that searches titles only (titlesSearchBuild): its pages from the same snapshots
 * with `newsSearch: titles` in a copy of content/, and the first build's search index, which holds the articles.
 */
async function buildTitlesSearch(): Promise<void> {
  const titles = titlesSearchBuild(root)
  rmSync(titles.root, { recursive: true, force: true })
  cpSync('content', titles.contentDir, { recursive: true })
  const settings = path.join(titles.contentDir, 'settings.yaml')
  const text = readFileSync(settings, 'utf8')
  if (!/^newsSearch: text$/m.test(text))
    throw new Error('content/settings.yaml has no "newsSearch: text" line.')
  writeFileSync(settings, text.replace(/^newsSearch: text$/m, 'newsSearch: titles'))
  cpSync(env.SNAPSHOT_DIR!, titles.snapshotDir, { recursive: true })
  cpSync(env.AHB_DATA_DIR, titles.dataDir, { recursive: true })
  await seedBundles(env.BUILD_CACHE_DIR, path.join(titles.root, 'build-cache'))
  run(['--import', 'tsx', 'scripts/build.ts', '--prerender-only'], {
    ...env,
    DIST_DIR: titles.distDir,
    BUILD_CACHE_DIR: path.join(titles.root, 'build-cache'),
    SNAPSHOT_DIR: titles.snapshotDir,
    CONTENT_DIR: titles.contentDir,
    PRERENDER_ONLY: titles.paths.join(','),
  })
  rmSync(path.join(titles.distDir, 'pagefind'), { recursive: true, force: true })
  cpSync(path.join(env.DIST_DIR, 'pagefind'), path.join(titles.distDir, 'pagefind'), { recursive: true })
}

if (!process.env.E2E_SKIP_BUILD || !existsSync(path.join(env.DIST_DIR, '404.html'))) {
  // A fresh database, snapshots and site for every run: tests post comments and add articles.
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  // Every reuse of a first-screen CSS is checked against a fresh extraction (scripts/build/critical-css.ts).
  run(['--import', 'tsx', 'scripts/build.ts'], { ...env, VERIFY_CRITICAL_CSS: '1' })
  await buildWithFailingApi()
  await buildNextDeploy()
  await buildTitlesSearch()
} else if (!existsSync(path.join(failingApiBuild(root).distDir, '404.html'))) {
  // A reused build made before the second build existed.
  await buildWithFailingApi()
}
if (!existsSync(path.join(nextDeployBuild(root).distDir, '404.html'))) await buildNextDeploy()
if (!existsSync(path.join(titlesSearchBuild(root).distDir, '404.html'))) await buildTitlesSearch()
if (!buildOnly) run(['node_modules/@playwright/test/cli.js', 'test', ...args])
