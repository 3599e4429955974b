import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rule sets every axe check of the suite applies: WCAG 2.2 levels A and AA (2.1 level A holds "label in name"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe's WCAG 2.2 AA violations on the page as it is now, one line per rule with the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  // By default the builder runs axe in each frame, then merges the results in a blank page it opens for
  // that; a page without frames gets the same rules on the same elements from one `axe.run` in the page
  // itself, in about half the time. Pages with frames (a map shown on request) keep the default.
  if (page.frames().length === 1) builder.setLegacyMode(true)
  const results = await builder.analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
