import { paths, SECTIONS } from '../../src/shared/app/paths'
import { LANGS, type Lang } from '../../src/shared/i18n/languages'
import { localizePath } from '../../src/shared/i18n/paths'

/** The page types the bench measures, each in French and English. */
export type PageTypeId = 'home' | 'news' | 'article' | 'about' | 'donation' | 'info' | '404'

export interface PageType {
  id: PageTypeId
  label: string
  /**
   * Its only interactive parts are the frame (top bar, menus, language switch): no island, so at most a few
   * KB of JavaScript in total (docs/islands.md#the-page-script).
   */
  frameOnly: boolean
  /** Its address in `lang`, given the built pages (an article is whichever the build has). */
  path(lang: Lang, builtPages: readonly string[]): string
  /** The build's file that serves it, when that is not the path's own `.html` (the 404 page). */
  file?: string
}

export { LANGS, type Lang }

export const PAGE_TYPES: readonly PageType[] = [
  { id: 'home', label: 'home', frameOnly: false, path: (lang) => localizePath(paths.home(), lang) },
  { id: 'news', label: 'news list', frameOnly: false, path: (lang) => localizePath(paths.newsList(), lang) },
  {
    id: 'article',
    label: 'article',
    frameOnly: false,
    path: (lang, pages) =>
      pages.find((page) => page.startsWith(`${localizePath(`/${SECTIONS.article}`, lang)}/`)) ??
      localizePath(paths.newsList(), lang),
  },
  { id: 'about', label: 'about', frameOnly: true, path: (lang) => localizePath('/about', lang) },
  { id: 'donation', label: 'donation', frameOnly: false, path: (lang) => localizePath('/don', lang) },
  {
    id: 'info',
    label: 'info',
    frameOnly: true,
    path: (lang) => localizePath(paths.info('notre-vision'), lang),
  },
  {
    id: '404',
    label: '404',
    // An unknown address serves 404.html, which may fetch content newer than the build: not frame-only.
    frameOnly: false,
    path: (lang) =>
      localizePath(lang === 'fr' ? '/une-page-qui-n-existe-pas' : '/a-page-that-does-not-exist', lang),
    file: '404.html',
  },
]

/**
 * The page types a `--pages=home,about` option names (every type without it). An unknown name is an error
 * that lists the known ones.
 */
export function selectPageTypes(option: string | undefined): PageType[] {
  if (option === undefined) return [...PAGE_TYPES]
  const names = option
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter((name) => !PAGE_TYPES.some((type) => type.id === name))
  if (unknown.length || !names.length) {
    throw new Error(
      `--pages takes page types separated by commas, among ${PAGE_TYPES.map((type) => type.id).join(', ')}; not "${option}".`,
    )
  }
  return PAGE_TYPES.filter((type) => names.includes(type.id))
}
