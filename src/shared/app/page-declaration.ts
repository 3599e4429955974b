import type { BuildLoader } from '../data/build-loader'
import type { readSnapshot } from '../../node/data/snapshots'
import type { DictionaryArea } from '../i18n/areas'
import type { TextKey } from '../i18n/text-keys'
import type { Collection } from '../schemas/content'
import type { SearchSection } from '../search/sections'

/**
 * What a page folder of src/pages declares in its `page.ts` (docs/architecture.md#pages): the route table, the
 * prerender list, the sitemap, the dictionary areas and the menus are derived from these declarations.
 */

/** What `staticPaths` may read at build time: the API snapshots and the slugs of a `content/` collection. */
export interface RecordSources {
  snapshot: typeof readSnapshot
  slugs: (collection: Collection) => Promise<string[]>
}

/** The records a pattern is prerendered for: site paths without language prefix (`/actualite/un-slug`). */
export type StaticPaths = (sources: RecordSources) => Promise<readonly string[]> | readonly string[]

/** The top bar's groups a page link may sit in (src/shared/layout/navigation.ts draws them). */
export type MenuGroup = 'discover' | 'actions'

/** Where the page appears in the site's menus and links; every part is optional. */
export interface PageMenu {
  /** A link of the top bar: alone at `rank` among the top entries, or at `rank` inside a group. */
  topBar?: { id: string; labelKey: TextKey; rank: number; group?: MenuGroup }
  /** The top-bar entry (an id) whose section holds this detail page (docs/behaviour.md#top-bar). */
  holder?: string
}

/** The named exports of a `page.ts`. */
export interface PageDeclaration {
  /**
   * The route under the language prefix: a fixed path (`rapports`, '' for the home page) or a section's pattern
   * (`actualite/:slug`); '*' is the catch-all, '/' the root outside any language.
   */
  path: string
  /** More patterns of the same screen (`slide/:slug`); prerendered when staticPaths lists them, never indexed. */
  aliases?: readonly string[]
  /**
   * The site paths (no language prefix) prerendered in each language, like Astro's getStaticPaths. Left out,
   * a fixed path is prerendered as it is; a pattern must list its records.
   */
  staticPaths?: StaticPaths
  /**
   * The build data the page shows (a buildLoader of src/shared/data/build-loader.ts). It imports its helpers inside
   * (`await import()`), as staticPaths does: the browser imports a page.ts for its path alone, and so does
   * plain Node for the prerender list.
   */
  loader?: BuildLoader<unknown>
  /** The dictionary areas the page shows besides the frame's (src/shared/i18n/areas.ts). */
  areas: readonly DictionaryArea[]
  /** The site-wide search's section the page is indexed in; left out, it is not indexed. */
  search?: SearchSection
  menu?: PageMenu
}

/** A declaration with its folder's name (`Team` for src/pages/Team/page.ts). */
export interface DeclaredPage extends PageDeclaration {
  name: string
}

/** The folder name in a module path of the form `…/pages/<Name>/page.ts`. */
export function pageNameOf(file: string): string {
  const name = /(?:^|[\\/])([^\\/]+)[\\/]page\.ts$/.exec(file)?.[1]
  if (!name) throw new Error(`Not a page declaration: ${file}`)
  return name
}

/** The declarations of a set of modules keyed by file (import.meta.glob's shape), sorted by name. */
export function declaredPages(modules: Record<string, PageDeclaration>): DeclaredPage[] {
  return Object.entries(modules)
    .map(([file, declaration]) => ({ ...declaration, name: pageNameOf(file) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** Whether a path is a pattern (records, catch-all or the root), not a fixed page of every language. */
export function isPattern(path: string): boolean {
  return path === '/' || path.includes(':') || path.includes('*')
}

/** The site path (no language prefix) of a fixed page: `/rapports`, `/` for the home page. */
export function fixedHref(path: string): string {
  return `/${path}`
}

/** The paths a page is prerendered at in each language (without prefix), in declaration order. */
export async function staticPathsOf(page: DeclaredPage, sources: RecordSources): Promise<readonly string[]> {
  if (page.staticPaths) return page.staticPaths(sources)
  if (isPattern(page.path))
    throw new Error(`src/pages/${page.name}/page.ts: the pattern '${page.path}' needs staticPaths`)
  return [fixedHref(page.path)]
}
