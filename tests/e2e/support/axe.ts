import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import axe from 'axe-core'

/** The rule sets every axe check of the suite applies: WCAG 2.2 levels A and AA (2.1 level A holds "label in name"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** One line per rule: its id and the elements it found. Runs in the page as well as in Node. */
function violationLines(violations: axe.Result[]): string[] {
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/**
 * axe's WCAG 2.2 AA violations on the page as it is now, one line per rule with the elements it found.
 *
 * A page without frames gets them from one `axe.run` in the page, with axe's source evaluated once per document
 * and only these lines sent back. `@axe-core/playwright` costs more there: in a sweep test of about 790 ms, its
 * `analyze()` took 530 ms, evaluating axe's 550 KB source twice (its legacy mode) and returning every result
 * (passes included) over the DevTools protocol, where injecting once and running take about 64 + 250 ms.
 * axe's `resultTypes: ['violations']` option would save more, but it changed a verdict (a false
 * `landmark-unique` on the news page), so every rule runs as by default. Pages with frames (a map shown on
 * request) keep the builder's default mode, which runs axe in each frame and merges the results.
 * tests/e2e/a11y.spec.ts checks that both ways find the same violations.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) return axeViolationsByBuilder(page)
  const injected = await page.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === 'function')
  if (!injected) await page.evaluate(axe.source)
  const violations = await page.evaluateHandle(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
        })
      ).violations,
    WCAG_TAGS,
  )
  try {
    return await violations.evaluate(violationLines)
  } finally {
    await violations.dispose()
  }
}

/**
 * The same check through `@axe-core/playwright`'s default mode, which also covers the page's frames, with the
 * same axe as the in-page check (the project's `axe-core`, not the one the builder's release was made with).
 */
export async function axeViolationsByBuilder(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: axe.source }).withTags(WCAG_TAGS).analyze()
  return violationLines(results.violations)
}

/**
 * A context for axe on the pages a visitor without scripts gets: axe runs in the page, which a context without
 * JavaScript forbids, so the page's own scripts are refused instead, which leaves the same markup (but for
 * `<noscript>`, which only a browser without JavaScript shows).
 */
export async function scriptsRefusedContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  // Explicitly: the no-JavaScript project's javaScriptEnabled: false is every new context's default.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true })
  await context.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  )
  return context
}
