/**
 * When an island hydrates (docs/islands.md), always after the page's load event, so that no island code
 * competes with what the page's largest paint needs:
 * - `load`: at once (what the visitor came to use, or content the build did not have);
 * - `idle`: when the browser is next idle (controls in the first screen);
 * - `visible`: when the island comes within a screen's height of the viewport (below the fold);
 * - `in-use`: the same, but not before the visitor has started using the page (src/client/visitor-in-use.ts):
 *   the controls of a long page, which nobody can reach before. A click that comes before the island has
 *   hydrated is held and given again once it has (src/client/early-clicks.ts).
 */
export const HYDRATION_STRATEGIES = ['load', 'idle', 'visible', 'in-use'] as const
export type HydrationStrategy = (typeof HYDRATION_STRATEGIES)[number]

export function isHydrationStrategy(value: unknown): value is HydrationStrategy {
  return typeof value === 'string' && (HYDRATION_STRATEGIES as readonly string[]).includes(value)
}

/** The attributes an island's element carries from the prerender to the browser. */
export const ISLAND_ATTR = {
  name: 'data-island',
  when: 'data-when',
  props: 'data-props',
  lang: 'data-lang',
  areas: 'data-areas',
  /** The dates, numbers and plural forms the island was prerendered with (src/lib/formatted-texts.ts). */
  formatted: 'data-formatted',
  /** Set once the island has hydrated (tests and styles may wait for it). */
  hydrated: 'data-hydrated',
} as const

/** The event an island's element receives once it has hydrated. */
export const ISLAND_HYDRATED_EVENT = 'island-hydrated'
