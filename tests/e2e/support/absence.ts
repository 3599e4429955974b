import { errors, type Page, type Request } from '@playwright/test'

// Proving that something did not happen, without sleeping (docs/architecture.md#test-layers): a test waits for
// the event that would show it (a request, a dialog, a message) and fails the moment it comes, or it waits for
// the state after which it can no longer come (the page at rest) and then reads a record of what happened.

/**
 * How long a test waits for an event that must not come, from the moment the wait starts (just before the
 * action that would cause it). These events follow their cause within milliseconds when the code is wrong.
 */
export const NEVER_WITHIN_MS = 1_500

/**
 * Starts waiting for `event` (a Playwright wait given `{ timeout: NEVER_WITHIN_MS }`), before the action that
 * must not cause it. The function returned resolves once the wait timed out, and throws, saying `what`
 * happened, if the event came: at once when it did, so a wrong page fails the test without a fixed sleep.
 */
export function mustNotCome<T>(event: Promise<T>, what: string): () => Promise<void> {
  const outcome = event.then(
    (value) => ({ came: true as const, value }),
    (error: unknown) => ({ came: false as const, error }),
  )
  return async () => {
    const result = await outcome
    if (result.came) {
      const seen = result.value as { url?: () => string; message?: () => string } | undefined
      throw new Error(`${what} happened: ${seen?.url?.() ?? seen?.message?.() ?? String(result.value)}`)
    }
    if (!(result.error instanceof errors.TimeoutError)) throw result.error
  }
}

/** The page's requests from now on, to wait until it has nothing left in flight. */
export interface RequestWatch {
  /** Every request the page made since the watch began. */
  readonly requests: Request[]
  /**
   * Resolves once the page has loaded, the browser has had a rendered frame and (with JavaScript) an idle
   * moment — when deferred work such as an island's code starts — and every request made so far has ended,
   * with no new one started meanwhile. Anything the page would still do on its own has started by then.
   */
  atRest(): Promise<void>
  stop(): void
}

/** The browser draws a frame: a 1 × 1 capture makes it, with or without the page's JavaScript. */
export async function renderedFrame(page: Page): Promise<void> {
  await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 }, animations: 'allow', caret: 'initial' })
}

/**
 * Starts recording `page`'s requests. `javaScript: false` for a page whose scripts are off (no idle
 * callback runs there).
 */
export function watchRequests(page: Page, { javaScript = true } = {}): RequestWatch {
  const requests: Request[] = []
  const pending = new Set<Request>()
  const onRequest = (request: Request) => {
    requests.push(request)
    pending.add(request)
  }
  let wake: (() => void) | undefined
  const onEnd = (request: Request) => {
    pending.delete(request)
    wake?.()
  }
  page.on('request', onRequest)
  page.on('requestfinished', onEnd)
  page.on('requestfailed', onEnd)
  const stop = () => {
    page.off('request', onRequest)
    page.off('requestfinished', onEnd)
    page.off('requestfailed', onEnd)
  }
  const atRest = async () => {
    await page.waitForLoadState('load')
    const deadline = Date.now() + 20_000
    for (;;) {
      const started = requests.length
      await renderedFrame(page)
      if (javaScript)
        await page.evaluate(
          () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
        )
      while (pending.size > 0) {
        if (Date.now() > deadline)
          throw new Error(`Requests still in flight: ${[...pending].map((r) => r.url()).join(', ')}`)
        // Woken by the next request that ends, or after a second to look at the deadline again.
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, 1_000)
        })
      }
      if (requests.length === started) return
      if (Date.now() > deadline) throw new Error('The page kept starting requests for 20 s.')
    }
  }
  return { requests, atRest, stop }
}

/**
 * For `page.addInitScript`: notes, in `__footerRemoved`, any removal of the footer (or of an element holding
 * it) from the page, whenever it happens after the page was parsed. Read it with `footerRemoved`.
 */
export function watchFooter(): void {
  const w = window as unknown as { __footerRemoved: boolean }
  w.__footerRemoved = false
  const isOrHoldsFooter = (node: Node) =>
    node instanceof Element &&
    (node.matches('footer, [role="contentinfo"]') ||
      node.querySelector('footer, [role="contentinfo"]') !== null)
  new MutationObserver((records) => {
    for (const record of records)
      if (Array.from(record.removedNodes).some(isOrHoldsFooter)) w.__footerRemoved = true
  }).observe(document, { childList: true, subtree: true })
}

export function footerRemoved(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __footerRemoved: boolean }).__footerRemoved)
}
