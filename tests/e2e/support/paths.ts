import path from 'node:path'

/** The built site and the database it was made from (scripts/e2e.ts sets both), so pages and API agree. */
export const E2E_DATA_DIR = process.env.AHB_DATA_DIR ?? path.resolve('.cache/e2e/data')
export const E2E_DIST_DIR = process.env.DIST_DIR ?? path.resolve('.cache/e2e/dist')
/** The e2e run's second build: a few pages built from a back-end some endpoints of which fail (scripts/lib/isolated-build.ts). */
export const E2E_FAILING_API_DIST_DIR = path.resolve(E2E_DIST_DIR, '..', 'failing-api', 'dist')
/** The build's API snapshots, beside its site (scripts/lib/isolated-build.ts). */
export const E2E_SNAPSHOT_DIR = process.env.SNAPSHOT_DIR ?? path.resolve(E2E_DIST_DIR, '..', 'snapshots')
/** Where the layout suite writes its screenshots of each page type; the run's last lines name it. */
export const SCREENSHOT_DIR = path.resolve(E2E_DIST_DIR, '..', 'screenshots')
/** The e2e run's news list built for a back-end that searches titles only (scripts/lib/isolated-build.ts). */
export const E2E_TITLES_SEARCH_DIST_DIR = path.resolve(E2E_DIST_DIR, '..', 'titles-search', 'dist')
/** Its back-end's database: a copy of the run's, made before the tests (scripts/e2e.ts). */
export const E2E_TITLES_SEARCH_DATA_DIR = path.resolve(E2E_DIST_DIR, '..', 'titles-search', 'data')
