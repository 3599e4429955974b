/**
 * Ways to give the main thread back between pieces of work, so that none of them becomes one long task on a
 * slow phone (docs/islands.md#the-page-script): the browser may paint and answer input in between.
 */

/** Resolves in a task of its own, at once (a zero timeout). */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve))

/**
 * Resolves when the main thread is next idle, or after 2 s at most on a busy page; in a task of its own
 * where the browser has no idle callbacks (Safari).
 */
export const whenIdle = (): Promise<void> =>
  typeof requestIdleCallback === 'function'
    ? new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))
    : yieldToMain()
