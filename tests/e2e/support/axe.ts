import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's WCAG 2.2 AA violations on the page as it is now, one line per rule with the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
