import { useState, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandPrerenderContext, type RenderIsland } from './prerender-context'

/**
 * Lets the islands of the page render their own roots; the page frame gives it at prerender (SiteLayout).
 * Each root's ids React makes get a prefix of their own (`identifierPrefix`), counted on the page, so they stay
 * unique on it; islands themselves use fixed ids (docs/islands.md#runtime).
 */
export function IslandPrerender({ children }: { children: ReactNode }) {
  const [render] = useState<RenderIsland>(() => {
    let count = 0
    return (node: ReactNode) => renderToString(node, { identifierPrefix: `island${++count}-` })
  })
  return <IslandPrerenderContext.Provider value={render}>{children}</IslandPrerenderContext.Provider>
}
