import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { LANGS } from '../../src/shared/i18n/languages'
import { builtPagePaths, isIndexable } from './built-pages'
import { linkTree } from './folder-files'

/** Where the index lives in the site, and the script the search box imports on first focus. */
export const SEARCH_INDEX_DIR = 'pagefind'

/**
 * Parts of `<main>` that are not the page's own text: the breadcrumbs and pagination (every page would match
 * "Accueil"), forms, and the article's share and comment controls. The components mark the others
 * `data-pagefind-ignore`: other pages' cards (an article's "read also"), the appeals repeated on many pages.
 */
const NOT_INDEXED = ['nav', 'form', '[data-article-interactions]']

/**
 * The page as the index reads it: a space between an element's end and the next element's start, so that
 * blocks laid out apart (a card's category, then its date) are not run together in a result's excerpt
 * ("Santé communautaire13 octobre 2026"). The published page is unchanged.
 */
export function spacedForIndex(html: string): string {
  return html.replace(/(<\/[a-zA-Z][\w-]*>)(?=<[a-zA-Z])/g, '$1 ')
}

/** The `<main>` start tag that Pagefind's `data-pagefind-body` marks, and the page's `<html>` start tag and title. */
const INDEXED_MAIN = /<main\b[^>]*\sdata-pagefind-body[\s=>]/
const HTML_START = /^[^]*?<html\b[^>]*>/
const TITLE = /<title\b[^>]*>[^<]*<\/title>/

/**
 * What Pagefind is sent of a page: its `<main data-pagefind-body>` in the page's `<html>` start tag (the index's
 * language) with its title, not the whole page, whose head, inline first-screen CSS, header and footer
 * Pagefind would parse only to skip them (docs/architecture.md#the-page-phase). The whole page when anything
 * Pagefind reads outside that part is there: another `data-pagefind-*` attribute, an `<h1>` or an `<img>` (its
 * default title and image). The same index either way.
 */
export function indexedPart(html: string): string {
  const main = INDEXED_MAIN.exec(html)
  const end = html.lastIndexOf('</main>')
  if (!main || end < main.index) return html
  const before = html.slice(0, main.index)
  const after = html.slice(end)
  const start = HTML_START.exec(before)
  if (!start || /data-pagefind|<h1\b|<img\b/.test(before) || /data-pagefind|<h1\b|<img\b/.test(after))
    return html
  const title = TITLE.exec(before)?.[0] ?? ''
  return `${start[0]}<head>${title}</head><body>${html.slice(main.index, end)}</main></body></html>`
}

/** Pagefind's ready-made interfaces: the site has its own (src/browser/page-script/frame/site-search.ts). */
const UNUSED_FILE = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/

/** Pages read at a time. */
const BATCH = 32

/**
 * The site-wide search index (Pagefind), written to dist/pagefind after the pages are final. Only the pages
 * whose `<main>` carries `data-pagefind-body` (content pages, src/shared/search/sections.ts) are indexed, each under
 * its clean URL; Pagefind writes one index per `<html lang>`, which the browser loads for the page's language.
 */
/**
 * The previous build's index, and what both builds' indexes are made from: a hash of every page's input key
 * (scripts/build/prerender/, docs/architecture.md#the-build). Equal keys mean equal pages, so equal indexes.
 */
export interface SearchIndexCache {
  previousDir: string
  previousKey: string
  key: string
}

/**
 * Writes the index, or keeps the previous build's when the pages are the same: Pagefind's filter files differ
 * from one run to the next for the same pages (their order follows a hash map's), so only keeping the files
 * makes a rebuild with unchanged pages rewrite none of them; and the pages are not even read.
 */
export async function writeSearchIndex(
  outDir: string,
  cache?: SearchIndexCache,
  fed?: SearchIndexFeed,
): Promise<{ pages: number | null }> {
  if (fed) {
    const { pages } = await fed.finish()
    if (await keepPrevious(outDir, cache)) await fed.discard()
    else await fed.write()
    return { pages }
  }
  if (await keepPrevious(outDir, cache)) return { pages: null }
  const pages = await indexedPages(outDir)
  await indexPages(outDir, pages)
  return { pages: pages.length }
}

/** The previous build's index linked in, when it was made from the same pages. */
async function keepPrevious(outDir: string, cache: SearchIndexCache | undefined): Promise<boolean> {
  if (!cache || cache.previousKey !== cache.key) return false
  return linkTree(path.join(cache.previousDir, SEARCH_INDEX_DIR), path.join(outDir, SEARCH_INDEX_DIR))
    .then(() => true)
    .catch(() => false)
}

/** Whether a finished page belongs in the index. */
function indexable(html: string): boolean {
  // A content screen whose content was missing says noindex (src/shared/components/PageMeta.tsx): not a result.
  return html.includes('data-pagefind-body') && isIndexable(html)
}

/**
 * The index fed while the pages are rendered (a full build): Pagefind, one process, indexes with the core the
 * render workers leave free, instead of alone after them. Pages are added in path order, whatever order they
 * are finished in, so the index is the one `writeSearchIndex` makes from the finished folder.
 */
export class SearchIndexFeed {
  private readonly finished = new Set<string>()
  private next = 0
  private added = 0
  private chain: Promise<void>
  private index: pagefind.PagefindIndex | undefined

  constructor(
    private readonly outDir: string,
    private readonly order: readonly string[],
  ) {
    this.chain = pagefind.createIndex({ excludeSelectors: NOT_INDEXED }).then(({ index, errors }) => {
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
      this.index = index
    })
    this.chain.catch(() => undefined)
  }

  /** A page is final in the folder: every page up to the first one not final yet goes to the index. */
  pageFinished(url: string): void {
    this.finished.add(url)
    const ready: string[] = []
    while (this.next < this.order.length && this.finished.has(this.order[this.next]!))
      ready.push(this.order[this.next++]!)
    if (ready.length) this.chain = this.chain.then(() => this.add(ready))
    // Handled when `finish` awaits it; until then a failure must not count as unhandled.
    this.chain.catch(() => undefined)
  }

  private async add(urls: string[]): Promise<void> {
    const texts = await Promise.all(
      urls.map((url) => readFile(path.join(this.outDir, `${url}.html`), 'utf8')),
    )
    const pages = urls.map((url, at) => ({ url, html: texts[at]! })).filter((page) => indexable(page.html))
    this.added += pages.length
    const responses = await Promise.all(
      pages.map((page) =>
        this.index!.addHTMLFile({ url: page.url, content: spacedForIndex(indexedPart(page.html)) }),
      ),
    )
    responses.forEach((response, at) => {
      if (response.errors.length)
        throw new Error(`Search index, ${pages[at]!.url}: ${response.errors.join('; ')}`)
    })
  }

  /** Every page added; the number indexed. */
  async finish(): Promise<{ pages: number }> {
    await this.chain
    if (this.next < this.order.length)
      throw new Error(`Search index: ${this.order[this.next]} was never finished.`)
    return { pages: this.added }
  }

  async write(): Promise<void> {
    try {
      const output = path.join(this.outDir, SEARCH_INDEX_DIR)
      const written = await this.index!.writeFiles({ outputPath: output })
      if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`)
      await removeUnusedFiles(output)
    } finally {
      await pagefind.close()
    }
  }

  async discard(): Promise<void> {
    await pagefind.close()
  }
}

/** The pages of the index, in path order: those whose `<main>` says `data-pagefind-body` and that may be indexed. */
async function indexedPages(outDir: string): Promise<{ url: string; html: string }[]> {
  const pages: { url: string; html: string }[] = []
  const paths = builtPagePaths(outDir).sort()
  for (let start = 0; start < paths.length; start += BATCH) {
    const batch = paths.slice(start, start + BATCH)
    const texts = await Promise.all(batch.map((page) => readFile(path.join(outDir, `${page}.html`), 'utf8')))
    for (const [at, html] of texts.entries()) if (indexable(html)) pages.push({ url: batch[at]!, html })
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
        batch.map((page) =>
          index.addHTMLFile({ url: page.url, content: spacedForIndex(indexedPart(page.html)) }),
        ),
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

/**
 * The ready-made interfaces, and the WebAssembly of languages the site does not publish (Pagefind writes an
 * "unknown" one). Known from the site's languages, not from Pagefind's entry file, which is not read back
 * while Pagefind may still be writing it.
 */
async function removeUnusedFiles(output: string): Promise<void> {
  const wasmUsed = new Set(LANGS.map((lang) => `wasm.${lang}.pagefind`))
  for (const name of await readdir(output))
    if (UNUSED_FILE.test(name) || (/^wasm\..*\.pagefind$/.test(name) && !wasmUsed.has(name)))
      await rm(path.join(output, name))
}
