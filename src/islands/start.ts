import { holdEarlyActions } from '../client/early-actions'
import { visitorInUse } from '../client/visitor-in-use'
import { whenDue } from './due'
import { ISLAND_ATTR, islandCannotStart, strategyOf } from './strategy'

/**
 * Hydrates each island of the page when its strategy says (src/islands/due.ts), fetching the hydration code, and
 * the runtime it brings, only when the first island is due: a page whose islands all wait for the visitor or
 * for the screen fetches none of it until then, and a page with no island due at its address never does.
 * Resolves once the islands that do not wait for the visitor or the screen (`load`) have hydrated or
 * given up: `<html data-hydrated>` then says the page is ready for input (tests wait for it).
 */
export async function hydrateWhenDue(doc: Document, inUse: Promise<void>): Promise<void> {
  const eager: Promise<void>[] = []
  for (const element of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]`)) {
    // An island inside another is hydrated by it (its component renders it directly).
    if (element.parentElement?.closest(`[${ISLAND_ATTR.name}]`)) continue
    const when = strategyOf(element, doc.location)
    if (when === null) continue
    const done = whenDue(element, when, inUse).then(() =>
      import('./hydrate').then(
        ({ hydrateIsland }) => hydrateIsland(element),
        // The hydration code is gone (a redeploy) or did not come: the island stays as prerendered.
        (error: unknown) => islandCannotStart(element, error),
      ),
    )
    if (when === 'load') eager.push(done)
  }
  await Promise.all(eager)
}

/**
 * Starts the page's islands (docs/islands.md), after the page's load event: from here on, what the visitor does
 * in an island before it has hydrated is held (src/client/early-actions.ts).
 */
export function startIslands(doc: Document): Promise<void> {
  holdEarlyActions(doc)
  return hydrateWhenDue(doc, visitorInUse())
}
