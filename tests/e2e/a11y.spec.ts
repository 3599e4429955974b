import { expect, test, waitForApp } from './support/fixtures'
import { axeViolations } from './support/axe'

// Every prerendered page is swept by routes.spec.ts; here, the states a visitor reaches by acting.

test('axe finds no violation on the 404 page', async ({ page }) => {
  await page.goto('/fr/page-absente')
  await waitForApp(page)
  expect(await axeViolations(page)).toEqual([])
})

test('axe finds no violation with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/en')
  await waitForApp(page)
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await page.getByRole('dialog').locator('summary', { hasText: 'Discover' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Our team' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('axe finds no violation with a desktop menu open', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/fr/about')
  await waitForApp(page)
  await page.getByRole('banner').locator('summary:visible', { hasText: 'Découvrir' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notre mission' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
