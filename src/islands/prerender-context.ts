import { createContext, useContext, type ReactNode } from 'react'

/** Renders an island's own React root to HTML. */
export type RenderIsland = (node: ReactNode) => string

/**
 * Given at prerender only (IslandPrerender.tsx, which alone imports React's server renderer, so that it never
 * reaches the browser). Null in the browser: there an island inside an island is simply rendered.
 */
export const IslandPrerenderContext = createContext<RenderIsland | null>(null)

export function useIslandPrerender(): RenderIsland | null {
  return useContext(IslandPrerenderContext)
}
