import { expect, test } from './support/fixtures'
import { builtPagePaths } from './support/pages'

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

test('every page has a title and description of its own and a canonical URL', async ({ request }) => {
  const seen = new Map<string, string>()
  // (Articles are covered by the NewsArticle test; /slide/x is the same page as /full-description/x.)
  for (const path of builtPagePaths().filter((p) => !p.includes('/actualite/') && !p.includes('/slide/'))) {
    const html = await (await request.get(path)).text()
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1]
    expect(title, path).toBeTruthy()
    expect(html, path).toMatch(/<meta[^>]*name="description"[^>]*content="[^"]+"/)
    expect(html, path).toContain(`rel="canonical" href="http://localhost:4173${path}"`)
    const key = `${path.split('/')[1]} ${title}`
    expect(seen.get(key), `${path} has the same title as ${seen.get(key)}`).toBeUndefined()
    seen.set(key, path)
  }
})

test('sitemap.xml lists every page with its twins, robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of builtPagePaths()) expect(sitemap).toContain(`<loc>http://localhost:4173${path}</loc>`)
  expect(sitemap).toContain('hreflang="x-default"')
  expect(await (await request.get('/robots.txt')).text()).toContain(
    'Sitemap: http://localhost:4173/sitemap.xml',
  )
})

test('the home page describes the organisation as an NGO', async ({ page }) => {
  await page.goto('/fr')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type'])
  expect(types).toContain('NGO')
})
