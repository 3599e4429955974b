import { holdEarlyClicks } from '../client/early-clicks'
import { visitorInUse } from '../client/visitor-in-use'
import { ISLAND_ATTR } from './strategy'

/**
 * Starts the page's islands (docs/islands.md), after the page's load event. Their hydration code, and the
 * runtime it brings, is fetched at once when an island is due without the visitor (`load`, `idle`, `visible`);
 * when every island waits for the visitor (`in-use`), it is fetched only once they start using the page, so a
 * visitor who only reads fetches and runs none of it. Clicks on those islands are held from here on
 * (src/client/early-clicks.ts). Resolves once the islands that do not wait for the visitor have hydrated.
 */
export async function startIslands(doc: Document): Promise<void> {
  holdEarlyClicks(doc)
  const inUse = visitorInUse()
  const islands = Array.from(doc.querySelectorAll(`[${ISLAND_ATTR.name}]`))
  if (islands.every((island) => island.getAttribute(ISLAND_ATTR.when) === 'in-use')) {
    void inUse
      .then(() => import('./hydrate'))
      .then(({ hydrateIslands }) => hydrateIslands(doc, inUse))
      .catch((error: unknown) => console.warn('The page’s interactive parts could not start.', error))
    return
  }
  const { hydrateIslands } = await import('./hydrate')
  await hydrateIslands(doc, inUse)
}
