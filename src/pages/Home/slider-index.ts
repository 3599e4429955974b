/**
 * Index arithmetic of the hero slider (docs/behaviour.md#home): wraps at both ends, and is clamped to the
 * slides there are.
 */

/** The slider moves on every 5 seconds (docs/behaviour.md#limits). */
export const SLIDE_INTERVAL_MS = 5000

/** `index` kept within 0…count-1 (0 when there is no slide). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0
  return Math.min(Math.max(Math.trunc(index), 0), count - 1)
}

/** The slide after `index`, the first one after the last. */
export function nextIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (clampIndex(index, count) + 1) % count
}

/** The slide before `index`, the last one before the first. */
export function previousIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (clampIndex(index, count) - 1 + count) % count
}
