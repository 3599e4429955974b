import { holdEarlyActions } from '../client/early-actions'
import { visitorInUse } from '../client/visitor-in-use'
import { ISLAND_ATTR, strategyOf } from './strategy'

/**
 * Starts the page's islands (docs/islands.md), after the page's load event. Their hydration code, and the
 * runtime it brings, is fetched at once when an island is due without the visitor (`load`, `idle`, `visible`);
 * when every island waits for the visitor (`in-use`), it is fetched only once they start using the page, so a
 * visitor who only reads fetches and runs none of it. What the visitor does in those islands before then is
 * held from here on (src/client/early-actions.ts). Nothing is fetched when no island has work at the page's
 * address. Resolves once the islands that do not wait for the visitor have hydrated.
 */
export async function startIslands(doc: Document): Promise<void> {
  holdEarlyActions(doc)
  const inUse = visitorInUse()
  const strategies = Array.from(doc.querySelectorAll(`[${ISLAND_ATTR.name}]`), (island) =>
    strategyOf(island, doc.location),
  ).filter((when) => when !== null)
  // No island has work at this address: its prerendered HTML is the page.
  if (strategies.length === 0) return
  if (strategies.every((when) => when === 'in-use')) {
    void inUse
      .then(() => import('./hydrate'))
      .then(({ hydrateIslands }) => hydrateIslands(doc, inUse))
      .catch((error: unknown) => console.warn('The page’s interactive parts could not start.', error))
    return
  }
  const { hydrateIslands } = await import('./hydrate')
  await hydrateIslands(doc, inUse)
}
