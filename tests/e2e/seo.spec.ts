import { expect, visitTest as test } from './support/fixtures'
import { builtPageHtml, builtPagePaths, indexablePagePaths } from './support/pages'

test('an article page describes itself as a NewsArticle and shares its cover', async ({ page }) => {
  const article = builtPagePaths().find((path) => path.startsWith('/en/actualite/'))!
  await page.goto(article)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
  const news = data.find((item) => item['@type'] === 'NewsArticle')
  expect(news).toMatchObject({ inLanguage: 'en', headline: await page.locator('h1').textContent() })
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
})

test('every page has a title and description of its own, and a canonical URL unless it says noindex', () => {
  const seen = new Map<string, string>()
  const indexable = new Set(indexablePagePaths())
  // (Articles are covered by the NewsArticle test; /slide/x is the same page as /full-description/x.)
  for (const path of builtPagePaths().filter((p) => !p.includes('/actualite/') && !p.includes('/slide/'))) {
    const html = builtPageHtml(path)
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1]
    expect(title, path).toBeTruthy()
    expect(html, path).toMatch(/<meta[^>]*name="description"[^>]*content="[^"]+"/)
    if (indexable.has(path))
      expect(html, path).toContain(`rel="canonical" href="http://localhost:4173${path}"`)
    else {
      expect(html, path).toMatch(/<meta\b[^>]*\bname="robots"[^>]*\bcontent="noindex"/)
      expect(html, path).not.toContain('rel="canonical"')
    }
    const key = `${path.split('/')[1]} ${title}`
    expect(seen.get(key), `${path} has the same title as ${seen.get(key)}`).toBeUndefined()
    seen.set(key, path)
  }
})

test('sitemap.xml lists every page but those that say noindex, with its twins; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const indexable = indexablePagePaths()
  for (const path of indexable) expect(sitemap).toContain(`<loc>http://localhost:4173${path}</loc>`)
  const left = builtPagePaths().filter((path) => !indexable.includes(path))
  // The offline page and the saved-articles list, in both languages, are for the visitor's own use.
  expect(left).toEqual(
    expect.arrayContaining(['/en/hors-ligne', '/en/sauvegardes', '/fr/hors-ligne', '/fr/sauvegardes']),
  )
  for (const path of left) expect(sitemap).not.toContain(`http://localhost:4173${path}<`)
  expect(sitemap).toContain('hreflang="x-default"')
  expect(await (await request.get('/robots.txt')).text()).toContain(
    'Sitemap: http://localhost:4173/sitemap.xml',
  )
})

test('the home page describes the organisation as an NGO, and its upcoming events as Events', async ({
  page,
}) => {
  await page.goto('/en')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  type Item = Record<string, unknown>
  const items = blocks.flatMap((block) => [JSON.parse(block) as Item | Item[]].flat())
  expect(items.map((item) => item['@type'])).toContain('NGO')
  const events = items.filter((item) => item['@type'] === 'Event')
  const cards = page.locator('#home-events-title').locator('xpath=ancestor::section').locator('h3')
  expect(events.length).toBeGreaterThan(0)
  expect(events.map((event) => event.name)).toEqual(await cards.allTextContents())
  for (const event of events) {
    expect(event).toMatchObject({ '@context': 'https://schema.org', location: { '@type': 'Place' } })
    expect(Number.isNaN(Date.parse(event.startDate as string)), String(event.name)).toBe(false)
  }
})

test('the structured data of every page parses and says what it describes', () => {
  for (const path of builtPagePaths()) {
    const html = builtPageHtml(path)
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
      const parsed = JSON.parse(json!) as Record<string, unknown> | Record<string, unknown>[]
      for (const item of [parsed].flat()) {
        expect(item['@context'], path).toBe('https://schema.org')
        expect(typeof item['@type'], path).toBe('string')
      }
    }
  }
})
