import { ISLAND_ATTR, ISLAND_HYDRATED_EVENT } from '../islands/strategy'

/** Islands of the `in-use` strategy that have not hydrated yet (docs/islands.md#an-island). */
const WAITING_ISLAND = `[${ISLAND_ATTR.name}][${ISLAND_ATTR.when}="in-use"]:not([${ISLAND_ATTR.hydrated}])`
/** What a click acts on inside an island; a link is left alone, it works as it is. */
const CONTROL = 'button, [role="button"], input, select, textarea, summary'

/**
 * A click on a control of an island that waits for the visitor (`in-use`), before its code has arrived, would
 * do nothing: the first tap is what starts the island's hydration. The click is held instead, and given to the
 * same control again once the island has hydrated (its markup is kept, so the control is the same element).
 * Set up with the islands' hydration, after the page's load event: the page script stays small.
 */
export function holdEarlyClicks(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const island = target?.closest<HTMLElement>(WAITING_ISLAND)
      const control = target?.closest<HTMLElement>(CONTROL)
      if (!island || !control || !island.contains(control) || target?.closest('a[href]')) return
      event.preventDefault()
      event.stopImmediatePropagation()
      island.addEventListener(ISLAND_HYDRATED_EVENT, () => control.isConnected && control.click(), {
        once: true,
      })
    },
    true,
  )
}
