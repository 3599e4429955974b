import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, testChromiumPath } from './scripts/lib/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three browsers on two cores: the sweep of every page (routes.spec.ts) waits out 2 s per page for its footer
  // check, time a third worker fills. Measured on the sweep's 77 French pages: 91 s with 2 workers, 67 s with 3,
  // 61 s with 4 (which leaves the rest of the suite, already CPU-bound, more tests slowed by their neighbours).
  workers: 3,
  // No retry: a test that fails once is a bug to fix, in the test or in the site.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  // The tests are handed out in this order: the JavaScript-off project's long tests (the sweep's slices, axe on
  // several pages) first, so that the run ends on short ones, every worker busy to the end.
  projects: [
    // A visitor whose scripts never arrive (proxy browsers, flaky networks): the site must still work.
    { name: 'no-javascript', testMatch: /no-javascript\.spec\.ts$/, use: { javaScriptEnabled: false } },
    { name: 'functional', testIgnore: /no-javascript\.spec\.ts$/ },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: testChromiumPath(),
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
    // A page the worker does not control registers it once loaded, and it then precaches the offline pages: in
    // the fresh context of every test, a sixth of the suite's time. Only the tests of the worker keep it
    // (offline.spec.ts), and the sweep's shared page, through which every page is read once
    // (docs/architecture.md#the-test-runs-time).
    serviceWorkers: 'block',
  },
})
