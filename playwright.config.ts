import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retry: a test that fails once is a bug to fix, in the test or in the site.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  projects: [
    { name: 'functional', testIgnore: /no-javascript\.spec\.ts$/ },
    // A visitor whose scripts never arrive (proxy browsers, flaky networks): the site must still work.
    { name: 'no-javascript', testMatch: /no-javascript\.spec\.ts$/, use: { javaScriptEnabled: false } },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
  },
})
