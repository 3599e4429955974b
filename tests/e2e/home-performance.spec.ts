import type { CDPSession, Page } from '@playwright/test'
import { expect, test, waitForApp } from './support/fixtures'

/*
 * The home page's loading budget (issue 4): the largest element painted within 2.5 s and no layout shift
 * under Lighthouse's mobile throttling, and a lean home chunk. Throttling is applied by the browser as
 * Lighthouse's "devtools" mode does (stricter than its default simulation): 562.5 ms round trip,
 * 1474.56 kbit/s down, 675 kbit/s up, CPU slowed 4 times, on a 412 x 823 screen.
 */

const KBIT = 1024 / 8

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: 1474.56 * KBIT,
    uploadThroughput: 675 * KBIT,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return cdp
}

interface Vitals {
  lcp: number
  lcpElement: string
  cls: number
}

async function observeVitals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { lcp: 0, lcpElement: '', cls: 0 }
    ;(window as unknown as { vitals: typeof state }).vitals = state
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        state.lcp = entry.startTime
        const element = entry.element
        state.lcpElement = element ? `${element.tagName} ${element.getAttribute('src') ?? ''}` : ''
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) state.cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
test.use(MOBILE)
// One measurement at a time: two throttled pages at once on a small machine would slow each other down.
test.describe.configure({ mode: 'serial' })

/** One cold load of the page under throttling; the slider's first change (5 s) and a scroll are included. */
async function measure(page: Page, path: string): Promise<Vitals> {
  await observeVitals(page)
  await throttle(page)
  await page.goto(path, { waitUntil: 'load' })
  await waitForApp(page)
  await page.waitForTimeout(6000)
  await page.evaluate(() => window.scrollTo(0, 3000))
  await page.waitForTimeout(1500)
  return page.evaluate(() => (window as unknown as { vitals: Vitals }).vitals)
}

// Like Lighthouse's advice for noisy machines, the median of several runs: the test machine is shared, and
// one of three runs slowed by a neighbour's work was seen to move the median by a second.
const RUNS = 5

for (const lang of ['fr', 'en'] as const) {
  test(`/${lang}: largest paint within 2.5 s and no layout shift under mobile throttling`, async ({
    browser,
    site,
  }) => {
    test.setTimeout(180_000)
    const runs: Vitals[] = []
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ ...MOBILE, baseURL: site.url })
      runs.push(await measure(await context.newPage(), `/${lang}`))
      await context.close()
    }
    const lcps = runs.map((vitals) => Math.round(vitals.lcp)).sort((a, b) => a - b)
    const median = lcps[Math.floor(RUNS / 2)]!
    const summary = `/${lang}: LCP median ${median} ms (runs ${lcps.join(', ')} ms) on ${runs[0]!.lcpElement}; CLS ${runs.map((vitals) => vitals.cls.toFixed(4)).join(', ')}`
    test.info().annotations.push({ type: 'vitals', description: summary })
    console.log(summary)
    for (const vitals of runs) {
      expect(vitals.lcpElement).toMatch(/^IMG /)
      expect(vitals.cls).toBe(0)
    }
    expect(median).toBeGreaterThan(0)
    expect(median).toBeLessThan(2500)
  })
}

interface Script {
  name: string
  bytes: number
}

/** The JavaScript files a page downloaded up to the moment it became interactive, with their compressed size. */
async function scriptsBeforeInteractive(page: Page, path: string): Promise<Script[]> {
  await page.goto(path)
  await waitForApp(page)
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
  )
}

const kilobytes = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024

test('the home page adds less than 20 KB of compressed JavaScript to the frame every page loads', async ({
  page,
}) => {
  const home = await scriptsBeforeInteractive(page, '/fr')
  const frame = new Set((await scriptsBeforeInteractive(page, '/fr/documents')).map((script) => script.name))
  const own = home.filter((script) => !frame.has(script.name))
  console.log(
    `Home page's own JavaScript: ${kilobytes(own).toFixed(1)} KB (${own.map((s) => s.name).join(', ')}); ` +
      `all JavaScript before interactive: ${kilobytes(home).toFixed(1)} KB in ${home.length} files`,
  )
  expect(own.length).toBeGreaterThan(0)
  expect(home.every((script) => script.bytes > 0)).toBe(true)
  expect(kilobytes(own)).toBeLessThan(20)
})
