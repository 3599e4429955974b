import { expect, visitTest as test } from './support/fixtures'

// The editors' "edit this page" link is on preview builds only (docs/architecture.md#the-build); the site the
// end-to-end run builds is a public one, so its pages from content/ have none, and no link to the repository.
const PAGES = [
  '/fr/projets/acces-a-leau-potable',
  '/en/projet/projets-sante',
  '/fr/news/1',
  '/en/news/2',
  '/en/info/notre-vision',
  '/fr/publication/rapport-annuel-2023',
  '/fr/confidentialite',
] as const

for (const path of PAGES) {
  test(`${path} on the public site has no edit link`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /Modifier cette page|Edit this page/ })).toHaveCount(0)
    await expect(page.locator('a[href*="github.com"]')).toHaveCount(0)
  })
}
