import { builtPagePaths as pagesOf } from '../../../scripts/build/built-pages'
import { E2E_DIST_DIR } from './fixtures'

/** Every prerendered page of the e2e build, as URL paths (`/fr`, `/en/about`…). */
export function builtPagePaths(distDir = E2E_DIST_DIR): string[] {
  return pagesOf(distDir)
}
