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
  /** When its request started, in ms since the navigation began. */
  start: number
}

/** The JavaScript files a page downloaded until it was ready and idle, with their compressed size. */
async function scriptsOf(page: Page, path: string): Promise<{ scripts: Script[]; loadEvent: number }> {
  await page.goto(path)
  await waitForApp(page)
  await page.waitForTimeout(500)
  return page.evaluate(() => ({
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        bytes: entry.encodedBodySize,
        start: entry.startTime,
      })),
    loadEvent: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  }))
}

const kilobytes = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024

// docs/islands.md: the page script is the only script a page references; island code comes after the load event.
for (const path of ['/fr/documents', '/fr/about', '/en/mission', '/fr/publications']) {
  test(`${path}, whose only interactive parts are the frame, fetches one script of less than 5 KB`, async ({
    page,
  }) => {
    const { scripts } = await scriptsOf(page, path)
    expect(scripts.map((script) => script.name)).toEqual([
      expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/),
    ])
    expect(scripts[0]!.bytes).toBeGreaterThan(0)
    expect(kilobytes(scripts)).toBeLessThan(5)
  })
}

test("the home page fetches its islands' code only after its load event", async ({ page }) => {
  const { scripts, loadEvent } = await scriptsOf(page, '/fr')
  const islands = scripts.filter((script) => !/^\/assets\/app-/.test(script.name))
  console.log(
    `Home page: ${kilobytes(scripts).toFixed(1)} KB of compressed JavaScript in ${scripts.length} files, ` +
      `${kilobytes(islands).toFixed(1)} KB of it for its islands`,
  )
  expect(islands.length).toBeGreaterThan(0)
  expect(scripts.every((script) => script.bytes > 0)).toBe(true)
  expect(islands.filter((script) => script.start < loadEvent)).toEqual([])
})
