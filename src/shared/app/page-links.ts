import { fixedHref, isPattern, pageNameOf } from './page-declaration'

/**
 * The links to pages, read from their declarations (src/pages/<Name>/page.ts) for code that may run in the
 * browser: only each page's `path` is imported, so no page's build data comes with it.
 */
const PATHS = import.meta.glob<string>('../../pages/*/page.ts', { eager: true, import: 'path' })

const byName = new Map(Object.entries(PATHS).map(([file, path]) => [pageNameOf(file), path]))

/** The site path (no language prefix) of a page with a fixed path, by its folder's name: `/rapports`. */
export function pageHref(name: string): string {
  const path = byName.get(name)
  if (path === undefined || isPattern(path)) throw new Error(`No page with a fixed path in src/pages/${name}`)
  return fixedHref(path)
}

/** The first segment of every fixed page (`rapports`, `contact` for `contact/merci`); the home page left out. */
export const FIXED_SEGMENTS: ReadonlySet<string> = new Set(
  [...byName.values()].filter((path) => path && !isPattern(path)).map((path) => path.split('/')[0]!),
)
