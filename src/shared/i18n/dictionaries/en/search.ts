import type fr from '../fr/search'

/** Texts of the site-wide search's results under the search box (src/browser/page-script/frame/site-search.ts). */
export default {
  'search.results': 'Site search results',
  'search.loading': 'Loading the search…',
  'search.unavailable': 'Site search is not available. Press Enter to search the news.',
  'search.count.none': 'No page matches “{query}”.',
  'search.count.one': '1 page matches “{query}”.',
  'search.count.other': '{count} pages match “{query}”.',
  'search.section.news': 'News',
  'search.section.projects': 'Projects',
  'search.section.publications': 'Publications',
  'search.section.pages': 'Pages',
  'search.newer': 'Newer articles: search the news for “{query}”',
} satisfies Record<keyof typeof fr, string>
