import { expect, test, waitForApp } from './support/fixtures'
import { axeViolations, axeViolationsByBuilder } from './support/axe'

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

test('the in-page axe check reports what @axe-core/playwright reports, before and after the page changes', async ({
  page,
}) => {
  await page.goto('/fr/about')
  await waitForApp(page)
  // Two known violations: an image without a text alternative and a button without a name.
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    const image = document.createElement('img')
    image.id = 'axe-probe-image'
    image.src = '/favicon.svg'
    main.append(image, Object.assign(document.createElement('button'), { id: 'axe-probe-button' }))
  })
  const ids = (lines: string[]) => lines.map((line) => line.split(':')[0])
  const broken = await axeViolations(page)
  expect(ids(broken)).toEqual(expect.arrayContaining(['image-alt', 'button-name']))
  expect(await axeViolationsByBuilder(page)).toEqual(broken)
  // Run again in the same document, with the axe already there: the fixed image is no longer reported.
  await page.locator('#axe-probe-image').evaluate((image) => image.setAttribute('alt', 'Logo'))
  const mended = await axeViolations(page)
  expect(ids(mended)).toContain('button-name')
  expect(ids(mended)).not.toContain('image-alt')
  expect(await axeViolationsByBuilder(page)).toEqual(mended)
})
