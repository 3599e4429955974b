import path from 'node:path'
import { SHELL_PAGES } from '../../src/offline/rules'
import type { SnapshotName } from '../../src/schemas/endpoints'

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

/** Snapshots a build of the pages below lacks, so they fetch that data in the browser. */
const MISSING_SNAPSHOTS = [
  'heroSlides',
  'presentationVideos',
  'eventsUpcoming',
  'projects',
  'focusItems',
  'oddSections',
  'articles',
  'strategies',
  'partners',
  'aboutPage',
  'missionPage',
  'historyPage',
  'team',
  // Without it the contact form is "write to us" (docs/behaviour.md#contact-by-e-mail).
  'contactForm',
] as const satisfies readonly SnapshotName[]

const PAGES_WITHOUT_DATA = ['/fr', '/fr/about', '/fr/mission', '/fr/historique', '/fr/equipe', '/fr/contact']

/**
 * The end-to-end run's second, small build (inside the isolated build's folder `root`): the home, about,
 * mission, history, team and contact pages in both languages, prerendered without their data.
 */
export function withoutDataBuild(root: string): {
  root: string
  distDir: string
  snapshotDir: string
  missing: readonly SnapshotName[]
  paths: string[]
} {
  const dir = path.join(root, 'without-data')
  return {
    root: dir,
    distDir: path.join(dir, 'dist'),
    snapshotDir: path.join(dir, 'snapshots'),
    missing: MISSING_SNAPSHOTS,
    paths: PAGES_WITHOUT_DATA.flatMap((page) => [page, page.replace(/^\/fr/, '/en')]),
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
    paths: ['/fr', '/en', `/fr/actualite/${article.slug}`, ...SHELL_PAGES],
  }
}
