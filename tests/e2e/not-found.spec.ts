import { expect, test, waitForApp } from './support/fixtures'

for (const unknown of [
  '/fr/page-inconnue',
  '/en/no/such/page',
  '/xyz',
  '/contacts',
  '/fr/projets/inconnu/plus',
]) {
  test(`${unknown} answers 404 with the 404 page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(unknown)
    expect(response?.status()).toBe(404)
    await waitForApp(page)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    const english = unknown.startsWith('/en/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      english ? 'Page not found' : 'Page non trouvée',
    )
    await expect(page.locator('html')).toHaveAttribute('lang', english ? 'en' : 'fr')
    expect(consoleErrors).toEqual([])
  })
}

test('the 404 page has every part of docs/behaviour.md#404-page', async ({ page }) => {
  await page.goto('/fr/nulle-part')
  await waitForApp(page)
  const main = page.getByRole('main')
  await expect(main.getByText('Oups ! Cette page n’existe pas')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr')
  await expect(main.getByRole('button', { name: 'Page précédente' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Pages populaires' })).toBeVisible()
  for (const href of [
    '/fr/about',
    '/fr/mission',
    '/fr/projets',
    '/fr/actualites',
    '/fr/publications',
    '/fr/equipe',
    '/fr/don',
    '/fr/contact',
  ]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible()
  }
})

test('the 404 page is in the HTML without JavaScript', async ({ noScriptPage: page }) => {
  const response = await page.goto('/fr/absente')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée')
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible()
  // Going back needs the page script: without it the button is not offered.
  await expect(page.locator('[data-history-back]')).toHaveCount(1)
  await expect(page.locator('[data-history-back]')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Page précédente' })).toHaveCount(0)
})

test('the back button takes its place before the script shows it: the page looks the same, and moves not, with JavaScript off and on', async ({
  browser,
  site,
}) => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1366, height: 900 },
  ]) {
    const boxes: Record<string, unknown>[] = []
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        javaScriptEnabled,
        baseURL: site.url,
        viewport,
        serviceWorkers: 'block',
      })
      const page = await context.newPage()
      await page.goto('/fr/nulle-part')
      if (javaScriptEnabled) {
        await waitForApp(page)
        await expect(page.getByRole('button', { name: 'Page précédente' })).toBeVisible()
      }
      const main = page.getByRole('main')
      boxes.push({
        home: await main.getByRole('link', { name: 'Retour à l’accueil' }).boundingBox(),
        back: await page.locator('[data-history-back]').boundingBox(),
        card: await main.getByRole('link', { name: /Nous contacter/ }).boundingBox(),
      })
      await context.close()
    }
    expect(boxes[1], `${viewport.width} px`).toEqual(boxes[0])
  }
})

test('"Page précédente" goes back, with no framework fetched at a plain 404', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/fr/about')
  scripts.length = 0
  await page.goto('/fr/perdue')
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  // Only the page script and what starts the islands: the 404 island has nothing to do here.
  expect(scripts.filter((path) => /\/(framework|hydrate|NotFoundPage)-/.test(path))).toEqual([])
  await expect(page.locator('[data-island="NotFoundPage"]')).not.toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: 'Page précédente' }).click()
  await expect(page).toHaveURL(/\/fr\/about$/)
})

// docs/behaviour.md#404-page: the 404 pages' own URLs are files the host serves with a 200; nothing lists them.
test('the 404 pages at their own URLs say noindex, in a header and in their head, and are not listed', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<loc>')
  for (const [url, title] of [
    ['/404', 'Page non trouvée'],
    ['/fr/404', 'Page non trouvée'],
    ['/en/404', 'Page not found'],
  ] as const) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['x-robots-tag'], url).toBe('noindex')
    const html = await response.text()
    expect(html, url).toContain(title)
    expect(html, url).toMatch(/<meta\b[^>]*\bname="robots" content="noindex"/)
    expect(html, url).not.toContain('rel="canonical"')
    expect(sitemap).not.toContain(`${url}<`)
  }
  // An unknown URL next to them is still a 404.
  const unknown = await request.get('/en/4044')
  expect(unknown.status()).toBe(404)
})
