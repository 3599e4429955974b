/**
 * When an island hydrates (docs/islands.md), always after the page's load event, so that no island code
 * competes with what the page's largest paint needs:
 * - `load`: at once (what the visitor came to use, or content the build did not have);
 * - `idle`: when the browser is next idle (controls in the first screen);
 * - `visible`: when the island comes within a screen's height of the viewport (below the fold).
 */
export const HYDRATION_STRATEGIES = ['load', 'idle', 'visible'] as const
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
