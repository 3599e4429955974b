import {
  indexablePagePaths as indexableOf,
  builtPagePaths as pagesOf,
} from '../../../scripts/build/built-pages'
import { E2E_DIST_DIR } from './fixtures'

/** Every prerendered page of the e2e build, as URL paths (`/fr`, `/en/about`…). */
export function builtPagePaths(distDir = E2E_DIST_DIR): string[] {
  return pagesOf(distDir)
}

/** The pages of the e2e build that do not say noindex: what the sitemap and the site search list. */
export function indexablePagePaths(distDir = E2E_DIST_DIR): string[] {
  return indexableOf(distDir)
}
