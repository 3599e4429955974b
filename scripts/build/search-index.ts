import { createHash } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { builtPagePaths, isIndexable } from './built-pages'
import { linkTree } from './link-tree'

/** Where the index lives in the site, and the script the search box imports on first focus. */
export const SEARCH_INDEX_DIR = 'pagefind'

/**
 * Parts of `<main>` that are not the page's own text: the breadcrumbs and pagination (every page would match
 * "Accueil"), forms, and the article's share and comment controls.
 */
const NOT_INDEXED = ['nav', 'form', '[data-article-interactions]']

/** Pagefind's ready-made interfaces: the site has its own (src/client/frame/site-search.ts). */
const UNUSED_FILE = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/

/** Pages read at a time. */
const BATCH = 32

/**
 * The site-wide search index (Pagefind), written to dist/pagefind after the pages are final. Only the pages
 * whose `<main>` carries `data-pagefind-body` (content pages, src/search/sections.ts) are indexed, each under
 * its clean URL; Pagefind writes one index per `<html lang>`, which the browser loads for the page's language.
 */
/** Where the previous build's index is, and the key of the pages it was made from. */
export interface SearchIndexCache {
  previousDir: string
  previousKey: string
}

/**
 * Writes the index, or keeps the previous build's when the indexed pages are the same: Pagefind's filter
 * files differ from one run to the next for the same pages (their order follows a hash map's), so only
 * keeping the files makes a rebuild with unchanged pages rewrite none of them (docs/architecture.md#the-build).
 */
export async function writeSearchIndex(
  outDir: string,
  cache?: SearchIndexCache,
): Promise<{ pages: number; key: string }> {
  const pages = await indexedPages(outDir)
  const key = createHash('sha256')
  for (const page of pages) key.update(`${page.url}\0${page.html}\0`)
  const digest = key.digest('base64url')
  if (cache?.previousKey === digest) {
    const kept = await linkTree(
      path.join(cache.previousDir, SEARCH_INDEX_DIR),
      path.join(outDir, SEARCH_INDEX_DIR),
    )
      .then(() => true)
      .catch(() => false)
    if (kept) return { pages: pages.length, key: digest }
  }
  await indexPages(outDir, pages)
  return { pages: pages.length, key: digest }
}

/** The pages of the index, in path order: those whose `<main>` says `data-pagefind-body` and that may be indexed. */
async function indexedPages(outDir: string): Promise<{ url: string; html: string }[]> {
  const pages: { url: string; html: string }[] = []
  const paths = builtPagePaths(outDir).sort()
  for (let start = 0; start < paths.length; start += BATCH) {
    const batch = paths.slice(start, start + BATCH)
    const texts = await Promise.all(batch.map((page) => readFile(path.join(outDir, `${page}.html`), 'utf8')))
    for (const [at, html] of texts.entries())
      // A content screen whose content was missing says noindex (src/components/PageMeta.tsx): not a result.
      if (html.includes('data-pagefind-body') && isIndexable(html)) pages.push({ url: batch[at]!, html })
  }
  return pages
}

async function indexPages(outDir: string, pages: { url: string; html: string }[]): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED })
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  try {
    // Sent in path order, a batch at a time: the same pages give the same per-page files.
    for (let start = 0; start < pages.length; start += BATCH) {
      const batch = pages.slice(start, start + BATCH)
      const responses = await Promise.all(
        batch.map((page) => index.addHTMLFile({ url: page.url, content: page.html })),
      )
      responses.forEach((response, at) => {
        if (response.errors.length)
          throw new Error(`Search index, ${batch[at]!.url}: ${response.errors.join('; ')}`)
      })
    }
    const output = path.join(outDir, SEARCH_INDEX_DIR)
    const written = await index.writeFiles({ outputPath: output })
    if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`)
    await removeUnusedFiles(output)
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
