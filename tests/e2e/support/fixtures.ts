import { test as base, expect, type Page } from '@playwright/test'
import path from 'node:path'
import type { Api } from '../../../server/index'
import { startSiteServer } from '../../../scripts/lib/site-server'

export interface Site {
  url: string
  api: Api
}

/** The built site and the database it was made from (scripts/e2e.ts sets both), so pages and API agree. */
export const E2E_DATA_DIR = process.env.AHB_DATA_DIR ?? path.resolve('.cache/e2e/data')
export const E2E_DIST_DIR = process.env.DIST_DIR ?? path.resolve('.cache/e2e/dist')

/**
 * `site`: the built site and the reference API on one origin, one per worker, started in the worker so a
 * test can make the back-end fail (`site.api.injectFault`). `consoleErrors`: errors the page logged.
 */
export const test = base.extend<{ consoleErrors: string[] }, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs an object pattern here
    async ({}, use) => {
      const server = await startSiteServer({
        distDir: E2E_DIST_DIR,
        port: 0,
        api: { dataDir: E2E_DATA_DIR, rateLimitPerMinute: 1000 },
      })
      await use({ url: server.url, api: server.api })
      await server.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // A 404 page is served with status 404 on purpose; Chromium logs that for the document itself.
      if (message.text().startsWith('Failed to load resource') && message.location().url === page.url())
        return
      errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    await use(errors)
  },
})

export { expect }

/** Waits until React has taken over the prerendered page (hydration or first render done). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}
