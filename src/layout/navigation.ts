import type { TextKey } from '../i18n/text-keys'
import type { ActionLink } from './actions'

/**
 * The top bar's sections (docs/behaviour.md#top-bar: home, discover, actions, news, projects, career,
 * contacts).
 */
export interface NavLinkItem {
  id: string
  labelKey: TextKey
  /** Site path without language prefix. */
  href: string
}
export interface NavGroup {
  id: string
  labelKey: TextKey
  items: NavLinkItem[]
  /** Shown instead of the items when there are none (e.g. the slides could not be loaded). */
  emptyKey?: TextKey
}
export type NavEntry = NavLinkItem | NavGroup

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry
}

export const DISCOVER_LINKS: NavLinkItem[] = [
  { id: 'about', labelKey: 'nav.about', href: '/about' },
  { id: 'mission', labelKey: 'nav.mission', href: '/mission' },
  { id: 'history', labelKey: 'nav.history', href: '/historique' },
  { id: 'team', labelKey: 'nav.team', href: '/equipe' },
]

export function buildMainNav(actions: readonly ActionLink[]): NavEntry[] {
  return [
    { id: 'home', labelKey: 'nav.home', href: '/' },
    { id: 'discover', labelKey: 'nav.discover', items: DISCOVER_LINKS },
    {
      id: 'actions',
      labelKey: 'nav.actions',
      emptyKey: 'nav.actionsEmpty',
      items: actions.map((action) => ({
        id: `action-${action.area}`,
        labelKey: `nav.action.${action.area}`,
        href: action.href,
      })),
    },
    { id: 'news', labelKey: 'nav.news', href: '/actualites' },
    { id: 'projects', labelKey: 'nav.projects', href: '/projets' },
    { id: 'career', labelKey: 'nav.career', href: '/carriere' },
    { id: 'contacts', labelKey: 'nav.contacts', href: '/contact' },
  ]
}
