import type { Lang } from '../../shared/i18n/languages'
import { langFromPath } from '../../shared/i18n/paths'

/**
 * What an unknown URL under a language may still be (docs/islands.md, "404.html"): the host serves the 404
 * page for any URL the build did not write, so an article or a slide published since the build is looked up
 * from the API; a content page (a project, an information page…) that the build did not have does not exist,
 * and says so in its own words. Segments as the pages' declarations (page.ts) name them.
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

/** The sections where content may be newer than the build, and the kind of page each one holds. */
const LIVE: Readonly<Record<string, 'article' | 'slide'>> = {
  actualite: 'article',
  slide: 'slide',
  'full-description': 'slide',
}

/** Every section where the 404 page has something to show besides itself: elsewhere it needs no script. */
export const LIVE_CONTENT_SECTIONS: readonly string[] = [...Object.keys(LIVE), ...Object.keys(MISSING)]

export function liveContentOf(pathname: string): LiveContent | null {
  const lang = langFromPath(pathname)
  const [, , section, slug, ...rest] = pathname.split('/')
  if (!lang || !section || !slug || rest.length > 0) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    return null
  }
  // Own keys only: `/fr/constructor/x` is no section.
  if (Object.hasOwn(LIVE, section)) return { kind: LIVE[section]!, lang, slug: decoded }
  if (Object.hasOwn(MISSING, section)) return { kind: 'missing', lang, keys: MISSING[section]! }
  return null
}
