import { expect, test, waitForApp } from './support/fixtures'

// docs/behaviour.md#language-switch: the switch swaps the language segment of the address itself, also on a
// page the host served from the 404 file, whose prerendered links know only each home page.

test('switching language on an article newer than the build lands on the same article', async ({
  page,
  site,
}) => {
  const slug = `apres-le-site-${Date.now()}`
  site.api.store.insertArticle({
    slug,
    title_fr: 'Un puits réparé à Kétou',
    title_en: 'A well repaired in Kétou',
    description_fr: '<p>Le puits du quartier a été réparé après la dernière construction du site.</p>',
    description_en: '<p>The neighbourhood well was repaired after the site was last built.</p>',
    // Older than the home page's latest articles, which other tests compare with the API.
    published_at: '2024-01-16T10:00:00+01:00',
  })
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto(`/fr/actualite/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un puits réparé à Kétou')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/actualite/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A well repaired in Kétou')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
})

test('on an unknown slug the switch keeps the address, and another tab follows it there', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/fr/actualite/aucun-article-de-ce-nom')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/actualite\/aucun-article-de-ce-nom$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  const other = await context.newPage()
  await other.goto('/en/slide/aucune-diapositive')
  await waitForApp(other)
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/fr\/actualite\/aucun-article-de-ce-nom$/)
  await expect(other).toHaveURL(/\/fr\/slide\/aucune-diapositive$/)
})

test('a switch made while the news search waits for a pause in typing keeps what was typed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  // A search in the address: the list's island hydrates at once (docs/islands.md, urlState).
  await page.goto('/fr/actualites?search=eau')
  await waitForApp(page)
  const box = page.locator('#news-search')
  await expect(box).toHaveValue('eau')
  await box.fill('eau potable')
  // At once: the search waits for a pause of 300 ms before it writes the address.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/actualites\?search=eau\+potable$/)
  await expect(page.locator('#news-search')).toHaveValue('eau potable')
})
