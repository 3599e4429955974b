import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only, so a timing flake on a loaded 2-core machine does not block a landing; Playwright
  // still reports such a test as "flaky" in the run's summary, to be fixed, not ignored.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
  },
})
