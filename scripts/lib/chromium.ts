/** Debian's Chromium (browsers cannot be downloaded on our machines); CHROMIUM_PATH overrides. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium'

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
