import { STATIC_SEGMENTS } from '../../src/app/screens'
import { DEFAULT_LANG, LANGS } from '../../src/i18n/languages'
import { localizePath } from '../../src/i18n/paths'
import { newsCategoryPagePath, newsPagePath } from '../../src/pages/NewsList/query'
import { paths } from '../../src/app/paths'
import { OFFLINE_SEGMENT, SAVED_SEGMENT } from '../../src/offline/rules'

export { STATIC_SEGMENTS }

/** The URL of the copy of the 404 page published as /404.html, for every unknown URL outside a language. */
export const NOT_FOUND_ROOT_PATH = '/404'
/** The 404 page of each language (`en/404.html` answers unknown URLs under /en/). */
export const NOT_FOUND_PATHS = LANGS.map((lang) => localizePath(NOT_FOUND_ROOT_PATH, lang))
/** The 404 page that /404.html copies. */
export const NOT_FOUND_SOURCE_PATH = localizePath(NOT_FOUND_ROOT_PATH, DEFAULT_LANG)

export interface DynamicSlugs {
  themes: readonly string[]
  projects: readonly string[]
  news: readonly string[]
  info: readonly string[]
  publications: readonly string[]
  articles: readonly string[]
  slides: readonly string[]
  /** Pages of the plain news list (1 when it has one page or none). */
  newsPages: number
  /** The news list's category pages (src/pages/NewsList/category-pages.ts): slug and number of pages. */
  newsCategories: readonly { slug: string; pages: number }[]
}

/** Every page path of the site, in both languages (without the 404 source and the root redirect). */
export function sitePaths(slugs: DynamicSlugs): string[] {
  const pages = [
    ...STATIC_SEGMENTS.map((segment) => `/${segment}`),
    // The service worker's offline page and the saved-articles list.
    `/${OFFLINE_SEGMENT}`,
    `/${SAVED_SEGMENT}`,
    ...slugs.themes.map(paths.theme),
    ...slugs.projects.map(paths.project),
    ...slugs.news.map(paths.staticNews),
    ...slugs.info.map(paths.info),
    ...slugs.publications.map(paths.publication),
    ...slugs.articles.map(paths.article),
    ...slugs.slides.flatMap((slug) => [paths.slide(slug), paths.slideAlias(slug)]),
    // Page 1 is the list itself (in STATIC_SEGMENTS).
    ...Array.from({ length: Math.max(0, slugs.newsPages - 1) }, (_, index) => newsPagePath(index + 2)),
    ...slugs.newsCategories.flatMap(({ slug, pages }) =>
      Array.from({ length: Math.max(1, pages) }, (_, index) => newsCategoryPagePath(slug, index + 1)),
    ),
  ]
  return LANGS.flatMap((lang) => pages.map((page) => localizePath(page, lang)))
}
