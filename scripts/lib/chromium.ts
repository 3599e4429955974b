import { existsSync } from 'node:fs'

/** Debian's full Chromium (browsers cannot be downloaded on our machines); CHROMIUM_PATH overrides. Lighthouse
 * and the bench need the full browser. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The end-to-end tests' browser: Debian's Chromium headless shell when it is installed (the same engine without
 * the full browser's windowing layers: 10–15 % less time on the page sweep, whose CPU is mostly the browser's),
 * else the full Chromium; CHROMIUM_PATH overrides both.
 */
export const testChromiumPath = (): string =>
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath())

/** Flags for a sandboxed CI machine without network: no background traffic, no first-run work. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
