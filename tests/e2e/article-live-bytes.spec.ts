import type { Response } from '@playwright/test'
import { expect, test, waitForApp } from './support/fixtures'

// The budget of the live parts: on a phone, an article with its comments live costs at most 30,000
// bytes of JavaScript on the wire (compressed as the site's server sends it), framework included.

const BUDGET_BYTES = 30_000
// The article with the most comments in the build (the reference back-end's seed).
const ARTICLE = '/fr/actualite/eau-potable-douze-forages-djougou'

test.use({ viewport: { width: 412, height: 823 } })

interface Script {
  name: string
  /** The body's bytes as they came over the network (compressed). */
  bytes: number
  encoding: string
}

async function scriptOf(response: Response): Promise<Script | null> {
  const type = (await response.headerValue('content-type')) ?? ''
  if (!/javascript/.test(type)) return null
  const { responseBodySize } = await response.request().sizes()
  return {
    name: new URL(response.url()).pathname,
    bytes: responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'none',
  }
}

test('an article scrolled to its live comments on a phone has fetched at most 30,000 bytes of JavaScript', async ({
  page,
}) => {
  const scripts: Promise<Script | null>[] = []
  page.on('response', (response) => scripts.push(scriptOf(response)))
  await page.goto(ARTICLE)
  await waitForApp(page)

  // The comments' quiet reload once the island is live is part of the cost: wait for its answer.
  const commentsLoaded = page.waitForResponse((response) =>
    /\/api\/articles\/\d+\/comments\//.test(response.url()),
  )
  const region = page.getByRole('region', { name: /^Commentaires \(\d+\)$/ })
  await region.scrollIntoViewIfNeeded()
  const island = page.locator('[data-article-interactions] [data-island]')
  await expect(island).toHaveAttribute('data-hydrated', 'true')
  expect((await commentsLoaded).ok()).toBe(true)

  // Live: the counter, like, save and share are drawn, and the comments the build had are still listed.
  const counter = page.getByRole('button', { name: /^\d+ commentaires?$/ })
  await expect(counter).toBeVisible()
  await expect(page.getByRole('button', { name: 'J’aime' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible()
  await expect(region.locator('ol > li').first()).toBeVisible()
  // Opening the form (it asks for its token) loads nothing the budget would not cover.
  await counter.click()
  await expect(page.getByLabel('Commentaire *')).toBeVisible()
  await page.waitForLoadState('networkidle')

  const fetched = (await Promise.all(scripts)).filter((script) => script !== null)
  const total = fetched.reduce((sum, script) => sum + script.bytes, 0)
  console.log(
    `Article with live comments at 412×823: ${total} bytes of JavaScript in ${fetched.length} files\n` +
      fetched.map((script) => `  ${script.name}  ${script.bytes} (${script.encoding})`).join('\n'),
  )
  expect(fetched.length).toBeGreaterThan(0)
  expect(fetched.every((script) => script.bytes > 0)).toBe(true)
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES)
})
