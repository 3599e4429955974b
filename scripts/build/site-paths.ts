import { staticPathsOf, type DeclaredPage, type RecordSources } from '../../src/shared/app/page-declaration'
import { DEFAULT_LANG, LANGS } from '../../src/shared/i18n/languages'
import { localizePath } from '../../src/shared/i18n/paths'

/** The URL of the copy of the 404 page published as /404.html, for every unknown URL outside a language. */
export const NOT_FOUND_ROOT_PATH = '/404'
/** The 404 page of each language (`en/404.html` answers unknown URLs under /en/). */
export const NOT_FOUND_PATHS = LANGS.map((lang) => localizePath(NOT_FOUND_ROOT_PATH, lang))
/** The 404 page that /404.html copies. */
export const NOT_FOUND_SOURCE_PATH = localizePath(NOT_FOUND_ROOT_PATH, DEFAULT_LANG)

/**
 * Every page path of the site, in both languages (without the 404 source and the root redirect): what each
 * page folder's declaration gives, its fixed path or its `staticPaths` (docs/architecture.md#pages).
 */
export async function sitePaths(pages: readonly DeclaredPage[], sources: RecordSources): Promise<string[]> {
  const each = await Promise.all(pages.map((page) => staticPathsOf(page, sources)))
  return LANGS.flatMap((lang) => each.flat().map((page) => localizePath(page, lang)))
}
