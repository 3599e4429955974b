import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { builtPagePaths, isIndexable } from './built-pages'

/** Where the index lives in the site, and the script the search box imports on first focus. */
export const SEARCH_INDEX_DIR = 'pagefind'

/**
 * Parts of `<main>` that are not the page's own text: the breadcrumbs and pagination (every page would match
 * "Accueil"), forms, and the article's share and comment controls.
 */
const NOT_INDEXED = ['nav', 'form', '[data-article-interactions]']

/** Pagefind's ready-made interfaces: the site has its own (src/client/frame/site-search.ts). */
const UNUSED_FILE = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/

/** Pages sent to the indexer at a time: enough to keep it busy, few enough to bound the memory. */
const BATCH = 32

/**
 * The site-wide search index (Pagefind), written to dist/pagefind after the pages are final. Only the pages
 * whose `<main>` carries `data-pagefind-body` (content pages, src/search/sections.ts) are indexed, each under
 * its clean URL; Pagefind writes one index per `<html lang>`, which the browser loads for the page's language.
 */
export async function writeSearchIndex(outDir: string): Promise<{ pages: number }> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED })
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  try {
    let pages = 0
    const paths = builtPagePaths(outDir)
    for (let start = 0; start < paths.length; start += BATCH) {
      const added = await Promise.all(
        paths.slice(start, start + BATCH).map(async (page) => {
          const html = await readFile(path.join(outDir, `${page}.html`), 'utf8')
          // A content screen whose content was missing says noindex (src/components/PageMeta.tsx): not a result.
          if (!html.includes('data-pagefind-body') || !isIndexable(html)) return 0
          const response = await index.addHTMLFile({ url: page, content: html })
          if (response.errors.length) throw new Error(`Search index, ${page}: ${response.errors.join('; ')}`)
          return 1
        }),
      )
      pages += added.reduce<number>((sum, one) => sum + one, 0)
    }
    const output = path.join(outDir, SEARCH_INDEX_DIR)
    const written = await index.writeFiles({ outputPath: output })
    if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`)
    await removeUnusedFiles(output)
    return { pages }
  } finally {
    await pagefind.close()
  }
}

/** The ready-made interfaces, and the WebAssembly of languages no page has (Pagefind writes an "unknown" one). */
async function removeUnusedFiles(output: string): Promise<void> {
  const entry = JSON.parse(await readFile(path.join(output, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { wasm?: string }>
  }
  const wasmUsed = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm}.pagefind`))
  for (const name of await readdir(output))
    if (UNUSED_FILE.test(name) || (/^wasm\..*\.pagefind$/.test(name) && !wasmUsed.has(name)))
      await rm(path.join(output, name))
}
