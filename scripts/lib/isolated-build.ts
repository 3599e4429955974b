import path from 'node:path'
import { shellPages } from '../../src/shared/offline/rules'
import { ENDPOINTS, type SnapshotName } from '../../src/shared/schemas/endpoints'

/** The end-to-end run's folder (E2E_DIR, default `.cache/e2e`): its site, database, snapshots and small builds. */
export function e2eRoot(): string {
  return path.resolve(process.env.E2E_DIR ?? '.cache/e2e')
}

/**
 * Environment for a build that keeps everything in one folder — site, reference database, snapshots and
 * images — beside the developer's own, from the reference back-end (no API_URL).
 */
export function isolatedBuildEnv(root: string): NodeJS.ProcessEnv & {
  DIST_DIR: string
  AHB_DATA_DIR: string
  SNAPSHOT_DIR: string
  BUILD_CACHE_DIR: string
} {
  return {
    ...process.env,
    DIST_DIR: path.join(root, 'dist'),
    AHB_DATA_DIR: path.join(root, 'data'),
    SNAPSHOT_DIR: path.join(root, 'snapshots'),
    MEDIA_DIR: path.join(root, 'media'),
    // The build's staging folder, server bundle and page keys (scripts/build.ts), beside its site.
    BUILD_CACHE_DIR: path.join(root, 'build-cache'),
    API_URL: '',
    PUBLIC_API_URL: '',
  }
}

/**
 * The endpoints the back-end of the failing-API build answers with an error (docs/behaviour.md#build-time-failure-policy):
 * two home blocks, and the contact form's endpoint, without which the contact page is "write to us"
 * (docs/behaviour.md#contact-by-e-mail).
 */
const FAILING_SNAPSHOTS = ['partners', 'strategies', 'contactForm'] as const satisfies readonly SnapshotName[]
const FAILING_PATHS = FAILING_SNAPSHOTS.map((name) => ENDPOINTS[name].path)

const PAGES_OF_FAILING_API = ['/fr', '/fr/contact']

/**
 * The end-to-end run's second, small build (inside the isolated build's folder `root`): a build that is not
 * strict, from a back-end whose partners, strategies and contact endpoints fail and with no earlier snapshot,
 * of the home and contact pages in both languages.
 */
export function failingApiBuild(root: string): {
  root: string
  distDir: string
  snapshotDir: string
  failingPaths: readonly string[]
  missing: readonly SnapshotName[]
  paths: string[]
} {
  const dir = path.join(root, 'failing-api')
  return {
    root: dir,
    distDir: path.join(dir, 'dist'),
    snapshotDir: path.join(dir, 'snapshots'),
    failingPaths: FAILING_PATHS,
    missing: FAILING_SNAPSHOTS,
    paths: PAGES_OF_FAILING_API.flatMap((page) => [page, page.replace(/^\/fr/, '/en')]),
  }
}

/**
 * The end-to-end run's third, small build (inside `root`): the next nightly deploy, with one article more
 * than the first build, for the test of a visitor whose service worker is the first build's
 * (tests/e2e/offline.spec.ts). It prerenders the home pages, the new article and the offline pages.
 */
export function nextDeployBuild(root: string): {
  root: string
  distDir: string
  snapshotDir: string
  article: { slug: string; title: string }
  paths: string[]
} {
  const dir = path.join(root, 'next-deploy')
  const article = { slug: 'prochain-deploiement-e2e', title: 'Un article du déploiement suivant' }
  return {
    root: dir,
    distDir: path.join(dir, 'dist'),
    snapshotDir: path.join(dir, 'snapshots'),
    article,
    paths: ['/fr', '/en', `/fr/actualite/${article.slug}`, ...shellPages()],
  }
}

/**
 * The end-to-end run's fourth, small build (inside `root`): the news list's pages built for a back-end whose
 * `search` matches titles only (`newsSearch: titles` in a copy of content/, docs/behaviour.md#search-from-the-top-bar),
 * with the first build's search index and the offline pages (their worker, which every page registers);
 * tests/e2e/news-search.spec.ts serves it with the reference back-end in that mode, on a copy of the run's
 * database, so that the articles its tests add leave the other tests' lists as the build made them.
 */
export function titlesSearchBuild(root: string): {
  root: string
  distDir: string
  contentDir: string
  snapshotDir: string
  dataDir: string
  paths: string[]
} {
  const dir = path.join(root, 'titles-search')
  return {
    root: dir,
    distDir: path.join(dir, 'dist'),
    contentDir: path.join(dir, 'content'),
    snapshotDir: path.join(dir, 'snapshots'),
    dataDir: path.join(dir, 'data'),
    paths: ['/fr/actualites', '/en/actualites', ...shellPages()],
  }
}
