import { useState, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { recordFormatted } from '../../shared/lib/formatted-texts'
import type { ScriptIsland } from '../../shared/islands/define'
import { IslandRoot } from '../../shared/islands/IslandRoot'
import {
  IslandPrerenderContext,
  type IslandDescription,
  type PrerenderIsland,
} from '../../shared/islands/prerender-context'
import { ISLAND_ATTR } from '../../shared/islands/strategy'
import { islandUrl } from './urls'

/**
 * Lets the islands of the page render their own roots; the page frame gives it at prerender (SiteLayout).
 * Each root's ids React makes get a prefix of their own (`identifierPrefix`), counted on the page, so they stay
 * unique on it; islands themselves use fixed ids (docs/islands.md#runtime).
 */
export function IslandPrerender({ children }: { children: ReactNode }) {
  const [prerender] = useState<PrerenderIsland>(() => {
    let count = 0
    return (island: IslandDescription) =>
      islandElement(island, (node) => renderToString(node, { identifierPrefix: `island${++count}-` }))
  })
  return <IslandPrerenderContext.Provider value={prerender}>{children}</IslandPrerenderContext.Provider>
}

/**
 * The island rendered as a React root of its own — exactly what the browser will hydrate — inside an element
 * that describes it (docs/islands.md#an-islands-element): its module, strategy, props and language, where
 * src/browser/islands/start.ts finds them.
 */
function islandElement(
  { island, props, when, urlState, sections, lang }: IslandDescription,
  render: (node: ReactNode) => string,
): ReactNode {
  const { component: Component, areas } = island
  const [html, texts] = recordFormatted(() =>
    render(
      <IslandRoot lang={lang} areas={areas}>
        <Component {...props} />
      </IslandRoot>,
    ),
  )
  const attributes = {
    [ISLAND_ATTR.name]: island.name,
    [ISLAND_ATTR.url]: islandUrl(island.module),
    [ISLAND_ATTR.when]: when,
    ...(urlState?.length ? { [ISLAND_ATTR.urlState]: urlState.join(' ') } : {}),
    ...(sections?.length ? { [ISLAND_ATTR.sections]: sections.join(' ') } : {}),
    [ISLAND_ATTR.lang]: lang,
    [ISLAND_ATTR.props]: JSON.stringify(props),
    ...(Object.keys(texts).length ? { [ISLAND_ATTR.formatted]: JSON.stringify(texts) } : {}),
  }
  // `contents`: the island's element takes no box, so the page lays out as if it were not there.
  return <div className="contents" {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * The attributes that make an element of prerendered markup a script island (docs/islands.md#an-islands-element):
 * once the page has loaded, the browser runs the island's function on that element, and fetches no framework.
 */
export function scriptIslandAttributes(island: ScriptIsland): Record<string, string> {
  return {
    [ISLAND_ATTR.name]: island.name,
    [ISLAND_ATTR.url]: islandUrl(island.module),
    [ISLAND_ATTR.when]: 'load',
    [ISLAND_ATTR.script]: '',
  }
}
