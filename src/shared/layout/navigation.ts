import type { MenuGroup } from '../app/page-declaration'
import { fixedHref, isPattern } from '../app/page-declaration'
import { PAGES } from '../app/pages'
import { paths } from '../app/paths'
import { stripLang } from '../i18n/paths'
import type { TextKey } from '../i18n/text-keys'

/**
 * The top bar's sections (docs/behaviour.md#top-bar: home, discover, actions, news, projects, career,
 * contacts) and the rule that says which of them holds a page.
 */
export type NavLabel = { labelKey: TextKey; label?: never } | { label: string; labelKey?: never }
export type NavLinkItem = NavLabel & {
  id: string
  /** Site path without language prefix. */
  href: string
  /** First path segments of the detail pages this section holds (an article under News). */
  details?: readonly string[]
}
export interface NavGroup {
  id: string
  labelKey: TextKey
  items: NavLinkItem[]
  details?: readonly string[]
}
export type NavEntry = NavLinkItem | NavGroup

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry
}

/** A theme as the menus show it: its page and its title in the page's language. */
export interface ThemeLink {
  slug: string
  title: string
}

/** Each page's menu declaration, its link (null for a pattern) and the first segments of its paths. */
const MENU_ENTRIES = PAGES.flatMap(({ path, aliases = [], menu }) =>
  menu
    ? [
        {
          href: isPattern(path) ? null : fixedHref(path),
          segments: [path, ...aliases].map((pattern) => pattern.split('/')[0]!),
          menu,
        },
      ]
    : [],
)

/** The first path segments of the detail pages whose declaration names this entry as their holder. */
function detailsOf(id: string): { details?: readonly string[] } {
  const held = MENU_ENTRIES.filter(({ menu }) => menu.holder === id).flatMap(({ segments }) => segments)
  return held.length ? { details: held } : {}
}

/** The declared top-bar links of a group, or the top entries (no group), with their rank. */
function linksOf(group: MenuGroup | undefined): { rank: number; entry: NavLinkItem }[] {
  return MENU_ENTRIES.flatMap(({ href, menu: { topBar } }) =>
    topBar && href && topBar.group === group
      ? [
          {
            rank: topBar.rank,
            entry: { id: topBar.id, labelKey: topBar.labelKey, href, ...detailsOf(topBar.id) },
          },
        ]
      : [],
  )
}

const byRank = <T>(entries: { rank: number; entry: T }[]): T[] =>
  [...entries].sort((a, b) => a.rank - b.rank).map(({ entry }) => entry)

/** The top bar's groups and their rank among the top entries (docs/behaviour.md#top-bar). */
const GROUPS: { id: MenuGroup; labelKey: TextKey; rank: number }[] = [
  { id: 'discover', labelKey: 'nav.discover', rank: 1 },
  { id: 'actions', labelKey: 'nav.actions', rank: 2 },
]

/**
 * The menu of every page, from the pages' declarations (`menu` of src/pages/<Name>/page.ts); "Nos actions"
 * lists the themes (src/shared/app/themes.ts) by their titles.
 */
export function buildMainNav(themes: readonly ThemeLink[]): NavEntry[] {
  const groups = GROUPS.map(({ id, labelKey, rank }) => {
    const items: NavLinkItem[] =
      id === 'actions'
        ? themes.map((theme) => ({
            id: `theme-${theme.slug}`,
            label: theme.title,
            href: paths.theme(theme.slug),
          }))
        : byRank(linksOf(id))
    return { rank, entry: { id, labelKey, items, ...detailsOf(id) } }
  })
  return byRank<NavEntry>([...linksOf(undefined), ...groups])
}

/** Where a page sits in the menu: its section, and the link that is the page itself when there is one. */
export interface NavPlace {
  section: string | null
  /** Href of the menu link that is this very page (aria-current="page"); null on a detail page. */
  page: string | null
}

const bare = (path: string) => stripLang(path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '') || '/'

/**
 * The section holding `pathname` (docs/behaviour.md#top-bar): the entry whose link is the page; else the entry
 * whose detail pages start with the page's first segment (an article under News, a slide under Actions);
 * else the entry whose link the path continues (`/contact/merci` under Contacts). A theme page
 * (`/projets/{slug}`) is an item of Actions, so it is matched before Projects' `/projets` could claim it.
 */
export function placeInNav(pathname: string, nav: readonly NavEntry[]): NavPlace {
  const path = bare(pathname)
  const links = (entry: NavEntry) => (isGroup(entry) ? entry.items : [entry])
  for (const entry of nav) {
    const own = links(entry).find((link) => bare(link.href) === path)
    if (own) return { section: entry.id, page: own.href }
  }
  const first = path.split('/')[1] ?? ''
  const holder =
    nav.find((entry) => entry.details?.includes(first)) ??
    nav.find((entry) =>
      links(entry).some((link) => bare(link.href) !== '/' && path.startsWith(`${bare(link.href)}/`)),
    )
  return { section: holder?.id ?? null, page: null }
}

/** `aria-current` of a menu link: `page` on the page itself, `true` on the section of a detail page. */
export function currentOf(place: NavPlace, entryId: string, href: string): 'page' | 'true' | undefined {
  if (place.page === href) return 'page'
  return place.page === null && place.section === entryId ? 'true' : undefined
}
