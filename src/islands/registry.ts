import type { ComponentType } from 'react'

/**
 * Every island of the site, by name: how the browser fetches its code (one chunk each, fetched only by a page
 * that has the island). Pages render them through <Island>, which checks the component against this table.
 * Only what is live by nature is an island (docs/islands.md); everything else is drawn from the build's data.
 */
export const ISLANDS = {
  VideoBlock: () => import('../pages/Home/VideoBlock').then((module) => module.VideoBlock),
  EventsBlock: () => import('../pages/Home/EventsBlock').then((module) => module.EventsBlock),
  FocusBlock: () => import('../pages/Home/FocusBlock').then((module) => module.FocusBlock),
  ArticleLiveParts: () =>
    import('../pages/Article/ArticleInteractions').then((module) => module.ArticleLiveParts),
  NewsList: () => import('../pages/NewsList/NewsList').then((module) => module.NewsList),
  ContactForm: () => import('../pages/Contact/ContactForm').then((module) => module.ContactForm),
  MapEmbed: () => import('../pages/Contact/MapEmbed').then((module) => module.MapEmbed),
  NotFoundPage: () => import('../pages/NotFound/NotFoundPage').then((module) => module.NotFoundPage),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own props type
} satisfies Record<string, () => Promise<ComponentType<any>>>

export type IslandName = keyof typeof ISLANDS
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]>>
export type IslandProps<N extends IslandName> = IslandComponent<N> extends ComponentType<infer P> ? P : never

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && Object.hasOwn(ISLANDS, value)
}
