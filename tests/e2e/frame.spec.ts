import { expect, test, waitForApp } from './support/fixtures'

// What the frame's plain script (src/browser/page-script/frame) adds to markup that works without it.

test('the mobile menu takes focus, keeps Tab inside, locks the page and gives focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/en/about')
  await waitForApp(page)
  const opener = page.getByRole('button', { name: 'Open the menu' })
  await opener.click()
  const menu = page.getByRole('dialog', { name: 'Mobile navigation' })
  const close = menu.getByRole('button', { name: 'Close the menu' })
  await expect(close).toBeFocused()
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  // Shift+Tab from the first control (the logo) goes round to the last one (the donate button), and Tab from
  // there back to the first: never behind the menu.
  const logo = menu.getByRole('link', { name: /^AHB/ })
  await page.keyboard.press('Shift+Tab')
  await expect(logo).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(menu.getByRole('link', { name: 'Donate' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(logo).toBeFocused()
  await close.click()
  await expect(menu).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
})

test('the back-to-top link scrolls to the top and moves focus to the main content', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/fr/about')
  await waitForApp(page)
  const backToTop = page.getByRole('contentinfo').getByRole('link', { name: 'Revenir en haut de la page' })
  await backToTop.scrollIntoViewIfNeeded()
  await backToTop.click()
  await page.waitForFunction(() => window.scrollY === 0)
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page).toHaveURL(/\/fr\/about$/)
})

test('a page that follows another tab to its twin keeps its scroll position', async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/fr/mission')
  await waitForApp(page)
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
  const other = await context.newPage()
  await other.goto('/fr/mission')
  await other.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(other).toHaveURL(/\/en\/mission$/)
  await expect(page).toHaveURL(/\/en\/mission$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.waitForFunction(() => window.scrollY >= 350)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
})

test('a page opened under the other prefix stores its language', async ({ page }) => {
  await page.goto('/fr')
  await waitForApp(page)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr')
  await page.goto('/en/contact')
  await waitForApp(page)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
})

test('on the 404 page the language switch keeps the address, in the other language', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/fr/cette-page-nexiste-pas')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/cette-page-nexiste-pas$/)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
})

test('the language switch keeps the news search of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/fr/actualites?search=eau')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/actualites\?search=eau$/)
  await expect(page.getByRole('banner').getByRole('searchbox')).toHaveValue('eau')
})
