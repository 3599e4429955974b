import { yieldToMain } from '../idle'
import { ISLAND_ACTION_ATTR } from '../../shared/islands/island-action'
import { ISLAND_ATTR, ISLAND_HYDRATED_EVENT, strategyOf } from '../../shared/islands/strategy'

/** Islands of the `in-use` strategy that have not hydrated yet (docs/islands.md#an-island). */
const WAITING_ISLAND = `[${ISLAND_ATTR.name}][${ISLAND_ATTR.when}="in-use"]:not([${ISLAND_ATTR.hydrated}])`
/** What a click acts on inside an island; any other link is left alone, it works as it is. */
const CONTROL = `button, [role="button"], input, select, textarea, summary, a[${ISLAND_ACTION_ATTR}]`

type Replay = () => void

/**
 * What a visitor does inside an island that waits for them (`in-use`) before its code has arrived: their first
 * tap or key is what starts the island's hydration, so it would otherwise be lost.
 * - A click on a control is held, and given to the same control again once the island has hydrated (its
 *   markup is kept, so the control is the same element).
 * - A form sent before (Enter in a form without a button) is sent again then, instead of loading a page.
 * They are given back in the order they came, one task apart, so each finds the island's state as the previous
 * one left it. What is typed or chosen in a field meanwhile stays in the field: hydration puts it back
 * (src/browser/islands/kept-values.ts). Set up by the `in-use` strategy's module (src/browser/islands/strategies/in-use.ts), on
 * a page that has such an island, after its load event: the page script stays small. Returns what stops it
 * (tests).
 */
export function holdEarlyActions(doc: Document): () => void {
  const stop = new AbortController()
  const options = { capture: true, signal: stop.signal }
  const queues = new WeakMap<Element, Replay[]>()
  const later = (island: Element, replay: Replay) => {
    let queue = queues.get(island)
    if (!queue) {
      const created: Replay[] = []
      island.addEventListener(ISLAND_HYDRATED_EVENT, () => void replayInTurn(created), { once: true })
      queues.set(island, created)
      queue = created
    }
    queue.push(replay)
  }
  // An island with no work at this address never hydrates (`sections`): what is done in it is not held.
  const waitingIsland = (target: EventTarget | null) => {
    const island = target instanceof Element ? target.closest(WAITING_ISLAND) : null
    return island && strategyOf(island, doc.location) !== null ? island : null
  }

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const island = waitingIsland(target)
      const control = target?.closest<HTMLElement>(CONTROL)
      const link = target?.closest('a[href]')
      if (!island || !control || !island.contains(control) || (link && link !== control)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      later(island, () => control.isConnected && control.click())
    },
    options,
  )
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null
      const island = waitingIsland(form)
      if (!island || !form) return
      event.preventDefault()
      event.stopImmediatePropagation()
      later(island, () => form.isConnected && form.requestSubmit())
    },
    options,
  )
  return () => stop.abort()
}

async function replayInTurn(replays: Replay[]): Promise<void> {
  for (const replay of replays) {
    await yieldToMain()
    replay()
  }
}
