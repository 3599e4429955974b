import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandPrerenderContext, type RenderIsland } from './prerender-context'

const render: RenderIsland = (node, identifierPrefix) => renderToString(node, { identifierPrefix })

/** Lets the islands of the page render their own roots; the page frame gives it at prerender (SiteLayout). */
export function IslandPrerender({ children }: { children: ReactNode }) {
  return <IslandPrerenderContext.Provider value={render}>{children}</IslandPrerenderContext.Provider>
}
