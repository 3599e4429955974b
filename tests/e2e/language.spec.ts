import { getSettings } from '../../src/node/data/content'
import { sidewaysOverflow } from './support/layout'
import { expect, test, waitForApp } from './support/fixtures'

test('the language switch keeps the page and the scroll position, and stores the choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/fr/about')
  await waitForApp(page)
  await page.evaluate(() => window.scrollTo(0, 300))
  await page.waitForFunction(() => window.scrollY >= 300)
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/about$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  // The kept position is put back when the page script runs, or at the load event if the page was not tall
  // enough yet (src/browser/page-script/frame/kept-scroll.ts): once the page is ready and loaded, it is where it stays.
  await waitForApp(page)
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(250)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
})

test('history navigation follows the language of each page', async ({ page }) => {
  await page.goto('/fr/mission')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goBack()
  await expect(page).toHaveURL(/\/fr\/mission$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre mission')
})

test('a page follows a language change made in another tab', async ({ page, context }) => {
  await page.goto('/fr/equipe')
  await waitForApp(page)
  const other = await context.newPage()
  await other.goto('/en/equipe')
  await waitForApp(other)
  await expect(page).toHaveURL(/\/en\/equipe$/)
})

// The frame's links are plain links (a page load each: the frame is not hydrated,
// docs/behaviour.md#page-loads-instead-of-client-navigation).
test('the top bar links keep the language', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/en')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the top-bar search opens the news search', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/fr/about')
  await waitForApp(page)
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Rechercher sur le site' })
  await box.fill('eau potable')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/fr\/actualites\?search=eau\+potable$/)
  await expect(box).toHaveValue('eau potable')
})

test('the Discover menu opens with the keyboard and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/fr')
  await waitForApp(page)
  const toggle = page.getByRole('banner').locator('summary:visible', { hasText: 'Découvrir' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  const mission = page.getByRole('banner').getByRole('link', { name: 'Notre mission' })
  await expect(mission).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('banner').getByRole('link', { name: 'À propos' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(mission).toBeHidden()
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Space')
  await expect(mission).toBeVisible()
})

test('a desktop menu closes on a click elsewhere, when focus leaves it, and when the other one opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/fr/about')
  await waitForApp(page)
  const banner = page.getByRole('banner')
  const discover = banner.locator('summary:visible', { hasText: 'Découvrir' })
  const mission = banner.getByRole('link', { name: 'Notre mission' })
  await discover.click()
  await expect(mission).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(mission).toBeHidden()

  await discover.click()
  await expect(mission).toBeVisible()
  await banner.locator('summary:visible', { hasText: 'Nos actions' }).click()
  await expect(mission).toBeHidden()
  await expect(banner.locator('a[href^="/fr/projets/"]').first()).toBeVisible()

  await discover.click()
  await expect(mission).toBeVisible()
  // Focus goes past the menu's last item, to the next entry of the bar.
  await banner.getByRole('link', { name: 'Documents' }).focus()
  await page.keyboard.press('Tab')
  await expect(mission).toBeHidden()
})

test('the Actions menu links to the page of each theme', async ({ page }) => {
  const { themes } = await getSettings()
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/fr')
  await waitForApp(page)
  await page.getByRole('banner').locator('summary:visible', { hasText: 'Nos actions' }).click()
  const links = page.getByRole('banner').locator('a[href^="/fr/projets/"]:visible')
  await expect(links).toHaveCount(themes.length)
  await links.first().click()
  await expect(page).toHaveURL(`/fr/projets/${themes[0]!.slug}`)
})

for (const width of [1280, 1366, 1920]) {
  test(`the top bar fits a ${width} px screen without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/fr/actualites')
    await waitForApp(page)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  })
}

test('the head follows client-side navigation: title, language, canonical and twins', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/fr/about')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveTitle('Contact | AHB')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/contact$/)
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/contact$/)
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/contact$/)
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3)
  await expect(page.locator('meta[name="description"]')).toHaveCount(1)
})
