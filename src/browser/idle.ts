/**
 * Ways to give the main thread back between pieces of work, so that none of them becomes one long task on a
 * slow phone (docs/islands.md#the-page-script): the browser may paint and answer input in between.
 */

/** Resolves in a task of its own, at once: `scheduler.yield()` where it exists, a zero timeout elsewhere. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves when the main thread is next idle (within `timeout` ms at most, so a busy page still gets there);
 * a zero timeout where the browser has no idle callbacks (Safari).
 */
export function whenIdle(timeout = 2000): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return yieldToMain()
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }))
}
