/**
 * The dictionary is split in areas, one file per area and language under dictionaries/, and each is its own
 * chunk in the browser: a page downloads the frame's texts ('common') and those of its own screen only.
 */
import { areas as notFoundAreas } from '../../pages/NotFound/page'

export const DICTIONARY_AREAS = [
  'common',
  'shared',
  'pages',
  'home',
  'news',
  'comments',
  'organisation',
  'careers',
  'contact',
  'donate',
  'static',
  'notFound',
  // The site-wide search's results, loaded with its code when the visitor focuses the search box.
  'search',
] as const
export type DictionaryArea = (typeof DICTIONARY_AREAS)[number]

/**
 * The frame (top bar, menus, footer, generic states) shows these on every page; each page folder names the
 * areas it shows besides (`areas` of src/pages/<Name>/page.ts), and its islands load their own, named in their
 * declarations (src/shared/islands/define.ts).
 */
export const FRAME_AREAS: readonly DictionaryArea[] = ['common', 'shared']

/** Route `handle` of a screen: the dictionary areas its page needs. */
export interface AreasHandle {
  areas: readonly DictionaryArea[]
}

/** The areas a route's handle names; a route without (the frame) needs only the frame's. */
export function areasOfHandle(handle: unknown): readonly DictionaryArea[] {
  const areas = (handle as Partial<AreasHandle> | null | undefined)?.areas
  return Array.isArray(areas) ? areas : FRAME_AREAS
}

/**
 * The areas a page shows: those its innermost route (the screen) names, or the 404 page's when the first
 * segment of the path is not a language (the frame then shows that page, see SiteLayout).
 */
export function areasOfPage(screenHandle: unknown, knownLang: boolean): readonly DictionaryArea[] {
  return knownLang ? areasOfHandle(screenHandle) : [...FRAME_AREAS, ...notFoundAreas]
}
