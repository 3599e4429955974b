import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test'
import type { Api } from '../../../server/index'
import { startSiteServer } from '../../../scripts/lib/site-server'

export interface Site {
  url: string
  api: Api
}

import { E2E_DATA_DIR, E2E_DIST_DIR, E2E_FAILING_API_DIST_DIR } from './paths'

export { E2E_DATA_DIR, E2E_DIST_DIR }
/** Generous limits and a one-second wait after the form token: the tests post from one address. */
export const E2E_API_OPTIONS = {
  dataDir: E2E_DATA_DIR,
  rateLimitPerMinute: 1000,
  networkRateLimitPerMinute: 1000,
  commentMinSeconds: 1,
}

/** Starts collecting the errors `page` logs into `errors`; the returned function stops it. */
function collectConsoleErrors(page: Page, errors: string[]): () => void {
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return
    // A 404 page is served with status 404 on purpose; Chromium logs that for the document itself.
    if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return
    errors.push(message.text())
  }
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`)
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  return () => {
    page.off('console', onConsole)
    page.off('pageerror', onPageError)
  }
}

/** A site server of `distDir` with its own reference API on the e2e database, for one worker. */
async function serveSite(distDir: string, use: (site: Site) => Promise<void>): Promise<void> {
  const server = await startSiteServer({ distDir, port: 0, api: E2E_API_OPTIONS })
  await use({ url: server.url, api: server.api })
  await server.close()
}

/**
 * `site`: the built site and the reference API on one origin, one per worker, started in the worker so a
 * test can make the back-end fail (`site.api.injectFault`). `siteWithFailingApi`: the same for the pages the
 * e2e run built again from a back-end whose partners, strategies and contact endpoints failed
 * (scripts/e2e.ts); a test opens them by full URL. `consoleErrors`: errors the page logged.
 */
export const test = base.extend<
  { consoleErrors: string[]; noScriptPage: Page },
  { site: Site; siteWithFailingApi: Site; workerPage: Page; noScriptWorkerPage: Page }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright needs an object pattern here
  site: [async ({}, use) => serveSite(E2E_DIST_DIR, use), { scope: 'worker' }],
  // eslint-disable-next-line no-empty-pattern -- Playwright needs an object pattern here
  siteWithFailingApi: [async ({}, use) => serveSite(E2E_FAILING_API_DIST_DIR, use), { scope: 'worker' }],
  workerPage: [
    async ({ browser, site }, use) => {
      const context = await browser.newContext({ baseURL: site.url })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  noScriptWorkerPage: [
    async ({ browser, site }, use) => {
      const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  // A page with JavaScript off, one per worker: a test that only reads such pages skips a browser context of its
  // own (with no script, a page keeps nothing in storage for the next). It starts at the test's screen size.
  noScriptPage: async ({ noScriptWorkerPage: page, viewport }, use) => {
    await fitViewport(page, viewport)
    await use(page)
    await page.context().clearCookies()
  },
  baseURL: async ({ site }, use) => use(site.url),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    const stop = collectConsoleErrors(page, errors)
    await use(errors)
    stop()
  },
})

/** Gives a page shared by a worker's tests the size of the test's screen (its `viewport` option). */
async function fitViewport(page: Page, viewport: { width: number; height: number } | null): Promise<void> {
  const size = page.viewportSize()
  if (viewport && (size?.width !== viewport.width || size.height !== viewport.height))
    await page.setViewportSize(viewport)
}

/**
 * For tests that only open a page and read it (the sweep of every page): `page` is one page per worker that
 * each test navigates, instead of a new browser context per test — the sweep's largest cost after axe. A
 * test starts from a new document with empty storage and the screen size of its `viewport` option, as in a
 * fresh context; the browser's cache stays warm, as for a visitor going from page to page. Not for a test that
 * moves the pointer, routes or watches requests, or sets the clock: those would outlive it on the page. A failed test ends its worker, so the next starts clean. Its
 * context is the worker fixture's own, which keeps the service worker the tests' contexts block
 * (playwright.config.ts): the first page registers it, and the sweep reads every other page through it.
 */
export const visitTest = test.extend({
  page: async ({ workerPage, viewport }, use) => {
    await fitViewport(workerPage, viewport)
    await use(workerPage)
    await workerPage.context().clearCookies()
    // about:blank (before the first visit) has no storage to clear.
    if (workerPage.url().startsWith('http')) {
      await workerPage.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
    }
  },
})

export { expect }

/**
 * Brings a block near the screen as a visitor would and, when it is part of an island (docs/islands.md: islands
 * below the fold hydrate as they near the screen), waits until that island has hydrated.
 * A block of plain HTML (no island around it) has nothing to wait for.
 */
export async function waitForBlock(block: Locator): Promise<void> {
  await block.scrollIntoViewIfNeeded()
  // A visitor's first key, as scrolling would be: some islands wait for the visitor to use the page
  // (docs/islands.md#an-island), and a block already on the screen needs no scroll. Shift does nothing else.
  await block.page().keyboard.press('Shift')
  const island = block.locator('xpath=ancestor-or-self::*[@data-island][1]')
  if ((await island.count()) > 0) await expect(island).toHaveAttribute('data-hydrated', 'true')
}

/**
 * Brings the article's live part (comment counter, like, save, share, comments) near the screen and waits
 * until it is drawn: its code comes only then (src/pages/Article/ArticleView.tsx).
 */
export async function showArticleInteractions(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelector('[data-article-interactions]')?.scrollIntoView())
  await expect(page.locator('[data-article-interactions] [role="group"]')).toBeVisible()
}

/**
 * Waits until the page is ready for input: the page script has run and the islands that do not wait for the
 * visitor have hydrated (docs/islands.md).
 */
export async function waitForApp(page: Page): Promise<void> {
  // Optional: right after a navigation commits, the new document may have no root element yet.
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true')
}
