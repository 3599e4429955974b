import type { RecordSources } from '../../src/shared/app/page-declaration'
import { listSlugs } from '../../src/node/data/content'
import { readSnapshot } from '../../src/node/data/snapshots'
import { readPages } from './pages'
import { NOT_FOUND_PATHS, sitePaths } from './site-paths'

/** What a page's `staticPaths` reads: the content and the API snapshots of this build. */
export const BUILD_RECORDS: RecordSources = { snapshot: readSnapshot, slugs: listSlugs }

/**
 * The paths the build prerenders: every page in both languages, plus the 404 page (404.html's source).
 * PRERENDER_ONLY (comma-separated paths) limits it to those pages and the 404 page: the end-to-end run's
 * small second build of pages whose data was missing (scripts/e2e.ts).
 */
export async function listPrerenderPaths(): Promise<string[]> {
  const only = process.env.PRERENDER_ONLY?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (only?.length) return [...only, ...NOT_FOUND_PATHS]
  return [...(await sitePaths(await readPages(), BUILD_RECORDS)), ...NOT_FOUND_PATHS]
}
