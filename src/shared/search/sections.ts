/**
 * The sections the site-wide search groups its results by (Pagefind, indexed after the build). A screen's
 * route names its section in its `handle`; a page without one (home, lists, 404) is not indexed.
 */
export const SEARCH_SECTIONS = ['news', 'projects', 'publications', 'pages'] as const
export type SearchSection = (typeof SEARCH_SECTIONS)[number]

/** The Pagefind filter that carries a page's section. */
export const SEARCH_SECTION_FILTER = 'section'

/** Route `handle` of an indexed screen. */
export interface SearchHandle {
  search: SearchSection
}

export function searchSectionOf(handle: unknown): SearchSection | undefined {
  const search = (handle as Partial<SearchHandle> | null | undefined)?.search
  return SEARCH_SECTIONS.find((section) => section === search)
}

/**
 * What `<main>` carries on an indexed page: Pagefind indexes only the pages that have `data-pagefind-body`, and
 * only that element of them, with its section as a filter.
 */
export function searchBodyAttributes(section: SearchSection | undefined): Record<string, string> {
  return section
    ? { 'data-pagefind-body': '', 'data-pagefind-filter': `${SEARCH_SECTION_FILTER}:${section}` }
    : {}
}
