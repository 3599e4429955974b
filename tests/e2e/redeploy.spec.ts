import type { Page } from '@playwright/test'
import { expect, test, waitForApp, waitForBlock } from './support/fixtures'

// A nightly redeploy removes the old build's hashed files while visitors still have its pages open
// (docs/islands.md): an island whose code is gone keeps its prerendered HTML, and the next page load is the new
// build's.

/** Makes the host answer 404 for the build's files whose names match `file`, and returns the warnings logged. */
async function withFileGone(page: Page, file: RegExp): Promise<string[]> {
  await page.route(file, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  return warnings
}

test('an island whose code is gone keeps its prerendered HTML, and the next page works', async ({
  page,
  consoleErrors,
}) => {
  // The old build's island chunk is gone from the host.
  const warnings = await withFileGone(page, /\/assets\/NewsList-[\w-]+\.js$/)
  await page.goto('/fr/actualites')
  await waitForApp(page)
  // The visitor starts using the page: the list's code is asked for, and is not there.
  await page.keyboard.press('Shift')
  await expect.poll(() => warnings.some((text) => text.includes('"NewsList" could not start'))).toBe(true)
  const island = page.locator('[data-island="NewsList"]')
  await expect(island).not.toHaveAttribute('data-hydrated', 'true')
  // The prerendered list is whole, and its links work as plain links.
  const cards = page.locator('main article h3 a')
  expect(await cards.count()).toBeGreaterThan(0)
  await page
    .getByRole('navigation', { name: 'Pages des actualités' })
    .getByRole('link', { name: '2' })
    .click()
  await expect(page).toHaveURL(/\/fr\/actualites\/page\/2$/)
  await page.unroute(/\/assets\/NewsList-[\w-]+\.js$/)
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/fr\/contact$/)
  await waitForApp(page)
  await waitForBlock(page.getByRole('main').getByRole('textbox').first())
  // Only the missing file itself is reported by the browser; the site logs no error of its own.
  expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
})

test('when the hydration code itself is gone, an island stays as prerendered and the page logs no error', async ({
  page,
  consoleErrors,
}) => {
  const warnings = await withFileGone(page, /\/assets\/hydrate-[\w-]+\.js$/)
  await page.goto('/fr/actualite/agroforesterie-natitingou')
  await waitForApp(page)
  // The reader comes to the comments: their code is asked for, and is not there.
  await page.evaluate(() => document.querySelector('[data-article-interactions]')?.scrollIntoView())
  await expect
    .poll(() => warnings.some((text) => text.includes('"ArticleLiveParts" could not start')))
    .toBe(true)
  await expect(page.locator('[data-island="ArticleLiveParts"]')).not.toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
})

test('with no script at all (React gone too), a page stays complete and its links work', async ({ page }) => {
  await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await page.goto('/fr/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos')
  await expect(page.locator('main h2').first()).toBeVisible()
  await expect(page.locator('footer')).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/fr\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
})

test('an article newer than the build opens from the API at its URL', async ({ page, site }) => {
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
  await expect(page).toHaveTitle(/^Nouvelle borne-fontaine à Glazoué \| /)
})
