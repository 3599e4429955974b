import { expect, test, waitForApp } from './support/fixtures'
import { expectFillsViewport, sidewaysOverflow } from './support/layout'

test.use({ viewport: { width: 375, height: 740 } })

test('the mobile menu opens full screen, locks scrolling, and its sections reset on navigation', async ({
  page,
}) => {
  await page.goto('/fr')
  await waitForApp(page)
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Navigation mobile' })
  await expect(menu).toBeVisible()
  // Full screen: the menu's box is the viewport's.
  await expectFillsViewport(menu)
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  // The sub-sections are disclosures (<summary>): what they do is show and hide their links.
  const team = menu.getByRole('link', { name: 'Notre équipe' })
  await expect(team).toBeHidden()
  await menu.locator('summary', { hasText: 'Découvrir' }).click()
  await expect(team).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Faire un don' })).toHaveAttribute('href', '/fr/don')
  await team.click()
  await expect(page).toHaveURL(/\/fr\/equipe$/)
  await expect(menu).toBeHidden()
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Notre équipe' })).toBeHidden()
})

test('the mobile menu closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.goto('/en/contact')
  await waitForApp(page)
  const opener = page.getByRole('button', { name: 'Open the menu' })
  await opener.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(opener).toBeFocused()
})

test('the page fits a 375 px screen without horizontal scrolling', async ({ page }) => {
  await page.goto('/fr/about')
  await waitForApp(page)
  const overflow = await sidewaysOverflow(page)
  expect(overflow).toBeLessThanOrEqual(0)
})
