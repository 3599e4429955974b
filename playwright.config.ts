import { defineConfig } from '@playwright/test'

// Debian's Chromium (downloading a browser is not possible on our machines); CHROMIUM_PATH overrides.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
})
