import { readFileSync } from 'node:fs'
import path from 'node:path'
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

/**
 * The HTML of a built page as the site server sends it (it serves the file as it is): tests of what the markup
 * holds read it here rather than over HTTP, where each page costs the server a compression.
 */
export function builtPageHtml(pagePath: string, distDir = E2E_DIST_DIR): string {
  return readFileSync(path.join(distDir, `${pagePath}.html`), 'utf8')
}
