import { isComponentIsland, type IslandDeclaration } from '../../shared/islands/define'
import {
  ISLAND_ATTR,
  ISLAND_HYDRATED_EVENT,
  islandCannotStart,
  strategyOf,
} from '../../shared/islands/strategy'
import { whenIdle, yieldToMain } from '../idle'

type Due = (element: HTMLElement) => Promise<void>

/**
 * The strategies that wait, one small module each, fetched only by a page with an island that uses it
 * (docs/islands.md#strategies); `load` waits for nothing.
 */
const WAITING = {
  visible: () => import('./strategies/visible'),
  'in-use': () => import('./strategies/in-use'),
} satisfies Record<string, () => Promise<{ default: Due }>>

/**
 * Runs one island: fetches the module its element names and, for a component, the hydration code and the
 * framework it brings; a script island's function runs on the element, with no framework. It runs in a task
 * of its own, not in the one that evaluated its code (docs/islands.md#strategies).
 */
async function run(element: HTMLElement): Promise<void> {
  const url = element.getAttribute(ISLAND_ATTR.url) ?? ''
  const script = element.hasAttribute(ISLAND_ATTR.script)
  const [{ default: island }, hydration] = await Promise.all([
    import(/* @vite-ignore */ url) as Promise<{ default: IslandDeclaration }>,
    script ? null : import('./hydrate'),
  ])
  await yieldToMain()
  if (isComponentIsland(island)) return hydration?.hydrateIsland(element, island)
  island.start(element)
  // Marked as a component island is once hydrated: tests and styles wait for either alike.
  element.setAttribute(ISLAND_ATTR.hydrated, 'true')
  element.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT))
}

/**
 * Starts each island of the page when the strategy its element names says (docs/islands.md#strategies), after the
 * page's load event: a page whose islands all wait for the visitor or the screen fetches no island code until
 * then, and one with no island due at its address never does. The islands due at once (the first screen's hero
 * slider) come first; the strategies that wait are fetched once the page is idle. Resolves once every strategy
 * the page uses is listening and the `load` islands have started or given up: `<html data-hydrated>` then says
 * the page is ready for input (tests wait for it).
 */
export async function startIslands(doc: Document): Promise<void> {
  const now: Promise<unknown>[] = []
  const waiting: [HTMLElement, keyof typeof WAITING][] = []
  for (const element of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]`)) {
    // An island inside another is hydrated by it (its component renders it directly).
    if (element.parentElement?.closest(`[${ISLAND_ATTR.name}]`)) continue
    const when = strategyOf(element, doc.location)
    if (when === null) continue
    // Its code is gone (a redeploy) or did not come: the island stays as prerendered.
    if (when === 'load') now.push(run(element).catch((error: unknown) => islandCannotStart(element, error)))
    else waiting.push([element, when])
  }
  if (waiting.length) await whenIdle()
  const listening = waiting.map(([element, when]) => {
    const strategy = WAITING[when]()
    strategy
      .then((module) => module.default(element))
      .then(() => run(element))
      .catch((error: unknown) => islandCannotStart(element, error))
    return strategy.catch(() => undefined)
  })
  await Promise.all([...now, ...listening])
}
