import type { Page } from '@playwright/test'
import { watchRequests } from './support/absence'
import { expect, showArticleInteractions, test, waitForApp } from './support/fixtures'

// Which scripts a page fetches, and when (docs/islands.md). The home page's loading times under throttling
// depend on the machine: `npm run bench` measures and prints them against their budget
// (scripts/bench/home-vitals.ts).

interface Script {
  name: string
  bytes: number
  /** When its request started, in ms since the navigation began. */
  start: number
}

/**
 * The JavaScript files a page downloaded until it was ready and at rest (every request it started on its own,
 * after its load event and its first idle moment too, has ended), with their compressed size.
 */
async function scriptsOf(page: Page, path: string): Promise<{ scripts: Script[]; loadEvent: number }> {
  const requests = watchRequests(page)
  await page.goto(path)
  await waitForApp(page)
  await requests.atRest()
  requests.stop()
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

// docs/islands.md#the-page-script: a classic deferred script, so that Lighthouse's simulation sees when it ran.
for (const path of ['/fr/about', '/fr']) {
  test(`${path} references one script, classic and deferred, which imports nothing before it runs`, async ({
    page,
    request,
  }) => {
    await page.goto(path)
    await waitForApp(page)
    const scripts = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => script.type !== 'application/ld+json')
        .map((script) => ({ src: new URL(script.src).pathname, type: script.type, defer: script.defer })),
    )
    expect(scripts).toEqual([
      { src: expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/), type: '', defer: true },
    ])
    // A static import would be a syntax error in a classic script; a dynamic one names a module of the bundle.
    const code = await (await request.get(scripts[0]!.src)).text()
    expect(code).not.toMatch(/\bimport\s*[{*\w]/)
    expect([...code.matchAll(/\bimport\(`([^`]*)`\)/g)].map(([, url]) => url).sort()).toEqual([
      expect.stringMatching(/^\/assets\/site-search-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/),
    ])
  })
}

test("the page script is fetched at low priority, the home page's first slide at high priority", async ({
  page,
}) => {
  // The priority Chromium gave each request when it was made, as its network stack reports it.
  const cdp = await page.context().newCDPSession(page)
  const priorities = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', ({ request }) =>
    priorities.set(new URL(request.url).pathname, request.initialPriority),
  )
  await cdp.send('Network.enable')
  await page.goto('/fr')
  await waitForApp(page)
  const pageScript = [...priorities].filter(([path]) => /^\/assets\/app-[\w-]+\.js$/.test(path))
  expect(pageScript.map(([, priority]) => priority)).toEqual(['Low'])
  const slide = await page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('[data-slide="1"] img')
    return image ? new URL(image.currentSrc).pathname : ''
  })
  expect(priorities.get(slide), `priority of ${slide}`).toMatch(/^(High|VeryHigh)$/)
})

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

test("an article fetches its live parts' code, and the framework, only when the reader nears them", async ({
  page,
}) => {
  const { scripts } = await scriptsOf(page, '/fr/actualite/agroforesterie-natitingou')
  // The page script, the islands' start and the strategy's module: nothing of the framework, nor of the island
  // (its module, ArticleLiveParts, and the component's code) while the reader reads the article.
  expect(
    scripts.filter((script) =>
      /\/(framework|hydrate|ArticleLiveParts|ArticleInteractions)-/.test(script.name),
    ),
  ).toEqual([])
  expect(kilobytes(scripts)).toBeLessThan(8)
  await showArticleInteractions(page)
  const names = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  )
  expect(names).toContainEqual(expect.stringMatching(/^\/assets\/framework-[\w-]+\.js$/))
  expect(names).toContainEqual(expect.stringMatching(/^\/assets\/hydrate-[\w-]+\.js$/))
  expect(names).toContainEqual(expect.stringMatching(/^\/assets\/ArticleLiveParts-[\w-]+\.js$/))
})
