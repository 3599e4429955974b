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

test('the 404 page is in the HTML without JavaScript', async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url })
  const page = await context.newPage()
  const response = await page.goto('/fr/absente')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée')
  await context.close()
})

test('"Page précédente" goes back', async ({ page }) => {
  await page.goto('/fr/about')
  await page.goto('/fr/perdue')
  await waitForApp(page)
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
