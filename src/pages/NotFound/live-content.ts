import { isLang, type Lang } from '../../i18n/languages'

/**
 * What an unknown URL under a language may still be (docs/islands.md, "404.html"): the host serves the 404
 * page for any URL the build did not write, so an article or a slide published since the build is looked up
 * from the API; a content page (a project, an information page…) that the build did not have does not exist,
 * and says so in its own words. Segments as in src/routes.tsx.
 */
export type LiveContent =
  | { kind: 'article'; lang: Lang; slug: string }
  | { kind: 'slide'; lang: Lang; slug: string }
  | { kind: 'missing'; lang: Lang; keys: MissingKeys }

/** The dictionary prefix of a kind of page's not-found texts (`${keys}.notFound`, `${keys}.notFoundText`). */
export type MissingKeys =
  'static.news' | 'static.info' | 'static.publication' | 'static.project' | 'static.theme'

const MISSING: Readonly<Record<string, MissingKeys>> = {
  news: 'static.news',
  info: 'static.info',
  publication: 'static.publication',
  projet: 'static.project',
  projets: 'static.theme',
}

export function liveContentOf(pathname: string): LiveContent | null {
  const [, lang, section, slug, ...rest] = pathname.split('/')
  if (!isLang(lang) || !section || !slug || rest.length > 0) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    return null
  }
  if (section === 'actualite') return { kind: 'article', lang, slug: decoded }
  if (section === 'slide' || section === 'full-description') return { kind: 'slide', lang, slug: decoded }
  const keys = MISSING[section]
  return keys ? { kind: 'missing', lang, keys } : null
}
