/**
 * When an island starts (docs/islands.md#strategies), always after the page's load event, so that no island code
 * competes with what the page's largest paint needs; each waiting strategy is a small module of
 * src/browser/islands/strategies/, fetched only by a page with an island that uses it:
 * - `load`: at once (what the visitor came to use, content the build did not have, a script island);
 * - `visible`: when the island comes within a screen's height of the viewport (below the fold);
 * - `in-use`: the same, but not before the visitor has started using the page (strategies/in-use.ts): the
 *   controls of a long page, which nobody can reach before. A click that comes before the island has
 *   hydrated is held and given again once it has, and so is a value typed or chosen (src/browser/islands/early-actions.ts).
 * An island whose state lives in the address (`urlState`) is due at once when the address holds some of it,
 * whatever its strategy: its prerendered HTML shows the state without it. An island that has work only under
 * some sections of the site (`sections`, the path's segment after the language) is never due elsewhere: there
 * its prerendered HTML is all it shows.
 */
export const HYDRATION_STRATEGIES = ['load', 'visible', 'in-use'] as const
export type HydrationStrategy = (typeof HYDRATION_STRATEGIES)[number]

export function isHydrationStrategy(value: unknown): value is HydrationStrategy {
  return typeof value === 'string' && (HYDRATION_STRATEGIES as readonly string[]).includes(value)
}

/** The attributes an island's element carries from the prerender to the browser. */
export const ISLAND_ATTR = {
  /** The island's name (its module's file name before `.island`): logs and tests. */
  name: 'data-island',
  /** The URL of the module that declares the island (src/shared/islands/define.ts), which the browser imports. */
  url: 'data-component-url',
  /** Present on a script island: its module's function runs on the element, no framework. */
  script: 'data-script',
  when: 'data-when',
  props: 'data-props',
  lang: 'data-lang',
  /** The dates, numbers and plural forms the island was prerendered with (src/shared/lib/formatted-texts.ts). */
  formatted: 'data-formatted',
  /** The query parameters that hold the island's state, space-separated (`urlState`). */
  urlState: 'data-url-state',
  /** The sections where the island has work, space-separated (`sections`). */
  sections: 'data-sections',
  /** Set once the island has hydrated, or a script island has started (tests and styles may wait for it). */
  hydrated: 'data-hydrated',
} as const

/** Says that an island's code could not come or run: its prerendered HTML stays (docs/islands.md#redeploy). */
export function islandCannotStart(element: Element, error: unknown): void {
  const name = element.getAttribute(ISLAND_ATTR.name) ?? ''
  console.warn(`The island "${name}" could not start: its HTML stays as prerendered.`, error)
}

/** The event an island's element receives once it has hydrated (or, a script island, started). */
export const ISLAND_HYDRATED_EVENT = 'island-hydrated'

/** The parts of the page's address that decide an island's strategy (the page's `Location`). */
export type IslandAddress = Pick<Location, 'pathname' | 'search'>

function listIn(element: Element, attribute: string): string[] {
  return (element.getAttribute(attribute) ?? '').split(' ').filter(Boolean)
}

/**
 * When the island hydrates at this address: never (null) under a section it has no work in; at once (`load`)
 * when the query string holds some of the island's state; otherwise as it was prerendered to.
 */
export function strategyOf(element: Element, address: IslandAddress): HydrationStrategy | null {
  const sections = listIn(element, ISLAND_ATTR.sections)
  if (sections.length > 0 && !sections.includes(address.pathname.split('/')[2] ?? '')) return null
  const params = new URLSearchParams(address.search)
  if (listIn(element, ISLAND_ATTR.urlState).some((name) => params.has(name))) return 'load'
  const declared = element.getAttribute(ISLAND_ATTR.when)
  return isHydrationStrategy(declared) ? declared : 'visible'
}
