import type { HydrationStrategy } from './strategy'

/**
 * When an island is due to hydrate (docs/islands.md#an-island). This waiting lives in the small start module,
 * not beside the hydration: an island's code, and the framework it brings, are fetched only once the island is
 * due, so a reader who never scrolls to the comments of an article never downloads them.
 */

/** Resolves when the element comes within a screen's height of the viewport. */
function whenNearScreen(element: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '100% 0px' },
    )
    // The island's own element takes no box (display: contents): watch what it shows, or, when it shows
    // nothing before it hydrates (a part drawn in the browser only), its place in its parent.
    const targets = element.children.length
      ? Array.from(element.children)
      : [element.parentElement ?? element]
    for (const target of targets) observer.observe(target)
  })
}

/** Resolves when the island is due; `inUse` resolves once the visitor has started using the page. */
export function whenDue(element: HTMLElement, when: HydrationStrategy, inUse: Promise<void>): Promise<void> {
  if (when === 'visible') return whenNearScreen(element)
  if (when === 'in-use') return inUse.then(() => whenNearScreen(element))
  return Promise.resolve()
}
