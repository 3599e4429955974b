import { STATIC_SEGMENTS } from '../../src/app/screens'
import { LANGS } from '../../src/i18n/languages'
import { newsPagePath } from '../../src/pages/NewsList/query'
import { OFFLINE_SEGMENT, SAVED_SEGMENT } from '../../src/offline/rules'

export { STATIC_SEGMENTS }

/** The 404 page of each language (`en/404.html` answers unknown URLs under /en/). */
export const NOT_FOUND_PATHS = LANGS.map((lang) => `/${lang}/404`)
/** The 404 page also published as /404.html, for every other unknown URL. */
export const NOT_FOUND_SOURCE_PATH = '/fr/404'

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
}

/** Every page path of the site, in both languages (without the 404 source and the root redirect). */
export function sitePaths(slugs: DynamicSlugs): string[] {
  const segments = [
    ...STATIC_SEGMENTS,
    // The service worker's offline page and the saved-articles list.
    OFFLINE_SEGMENT,
    SAVED_SEGMENT,
    ...slugs.themes.map((slug) => `projets/${slug}`),
    ...slugs.projects.map((slug) => `projet/${slug}`),
    ...slugs.news.map((id) => `news/${id}`),
    ...slugs.info.map((slug) => `info/${slug}`),
    ...slugs.publications.map((slug) => `publication/${slug}`),
    ...slugs.articles.map((slug) => `actualite/${slug}`),
    ...slugs.slides.flatMap((slug) => [`full-description/${slug}`, `slide/${slug}`]),
    // Page 1 is the list itself (in STATIC_SEGMENTS).
    ...Array.from({ length: Math.max(0, slugs.newsPages - 1) }, (_, index) =>
      newsPagePath(index + 2).slice(1),
    ),
  ]
  return LANGS.flatMap((lang) =>
    segments.map((segment) =>
      segment ? `/${lang}/${encodeURIComponent(segment).replace(/%2F/g, '/')}` : `/${lang}`,
    ),
  )
}
