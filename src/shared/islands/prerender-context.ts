import { createContext, useContext, type ReactNode } from 'react'
import type { Lang } from '../i18n/languages'
import type { ComponentIsland } from './define'
import type { HydrationStrategy } from './strategy'

/** What <Island> knows of itself: the prerender writes it into the island's element (docs/islands.md). */
export interface IslandDescription {
  island: ComponentIsland<object>
  props: object
  when: HydrationStrategy
  urlState?: readonly string[]
  sections?: readonly string[]
  lang: Lang
}

/** Renders an island as its own React root inside the element that describes it. */
export type PrerenderIsland = (island: IslandDescription) => ReactNode

/**
 * Given at prerender only (IslandPrerender.tsx, which alone imports React's server renderer and the islands'
 * chunk names, so that neither reaches the browser). Null in the browser: there an island inside an
 * island is simply rendered.
 */
export const IslandPrerenderContext = createContext<PrerenderIsland | null>(null)

export function useIslandPrerender(): PrerenderIsland | null {
  return useContext(IslandPrerenderContext)
}
