import AxeBuilder from '@axe-core/playwright'
import { expect, test, waitForApp } from './support/fixtures'
import { builtPagePaths } from './support/pages'

// Every prerendered page, plus the 404 page, after the app has taken over.
const pages = [...builtPagePaths(), '/fr/page-absente']

for (const pagePath of pages) {
  test(`axe finds no violation on ${pagePath}`, async ({ page }) => {
    await page.goto(pagePath)
    await waitForApp(page)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    expect(summary).toEqual([])
  })
}
