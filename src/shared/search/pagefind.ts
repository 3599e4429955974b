/**
 * Pagefind's browser API and the index of the page's language (`<html lang>`), loaded once per page for both
 * searches that read it: the top bar's site search and the news list's search of the articles' texts
 * (docs/behaviour.md#search-from-the-top-bar). A failure may be retried.
 */

/** Written by the build (scripts/build/search-index.ts); a native import, outside the bundle. */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js'

export interface PagefindResultData {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
}

export interface PagefindResult {
  data(): Promise<PagefindResultData>
}

/** The part of Pagefind's browser API the site uses. */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  search(
    term: string,
    options?: { filters?: Record<string, string>; sort?: Record<string, 'asc' | 'desc'> },
  ): Promise<{ results: PagefindResult[] }>
}

let pagefind: Promise<Pagefind> | undefined

export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<Pagefind>)
    .then(async (api) => {
      await api.options({ excerptLength: 16 })
      await api.init()
      return api
    })
    .catch((error: unknown) => {
      pagefind = undefined
      throw error
    })
  return pagefind
}
