import { expect, test, waitForApp } from './support/fixtures'

test('a page opened before a redeploy keeps working: navigation falls back to a full page load', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/fr/about')
  await waitForApp(page)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  // After a redeploy the old build's data files are gone (their names carry the old build's hash): the
  // navigation's data file is missing; the page then loaded in full is the new build's, whose data file exists.
  await page.route('**/static-loader-data/**', (route) => route.fulfill({ status: 404, body: 'Not found' }), {
    times: 1,
  })
  await page.getByRole('banner').getByRole('link', { name: 'Contacts' }).click()
  await expect(page).toHaveURL(/\/fr\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  await waitForApp(page)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()
})

test('an article newer than the build opens from the API after a client-side navigation', async ({
  page,
  site,
}) => {
  const slug = `nouvelle-${Date.now()}`
  site.api.store.insertArticle({
    slug,
    title_fr: 'Nouvelle borne-fontaine à Glazoué',
    description_fr: '<p>Une borne-fontaine inaugurée après la dernière construction du site.</p>',
    // Older than the home page's latest articles, which other tests compare with the API.
    published_at: '2024-01-15T10:00:00+01:00',
  })
  await page.goto('/fr/actualites?search=Glazou%C3%A9')
  await waitForApp(page)
  await page
    .getByRole('link', { name: /Nouvelle borne-fontaine à Glazoué/ })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/fr/actualite/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouvelle borne-fontaine à Glazoué')
})

test('a page whose data file is gone reloads once, then stays as prerendered, its links working', async ({
  page,
}) => {
  // The page's HTML came from a build whose data files are gone (a redeploy between the two requests).
  await page.route('**/static-loader-data/**', (route) => route.fulfill({ status: 404, body: 'Not found' }))
  let loads = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1
  })
  await page.goto('/fr/about')
  await expect.poll(() => loads).toBe(2)
  await page.waitForTimeout(1000)
  expect(loads).toBe(2)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos')
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  await page.getByRole('banner').getByRole('link', { name: 'Contacts' }).click()
  await expect(page).toHaveURL(/\/fr\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
})
