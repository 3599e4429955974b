import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getSettings } from '../../src/node/data/content'
import { formatFact } from '../../src/shared/lib/facts'
import { E2E_DIST_DIR, expect, visitTest as test } from './support/fixtures'
import { builtPagePaths } from './support/pages'

// No public page says it is under construction or links to the repository; the home page's band
// shows the key facts of the settings (docs/editing.md#les-chiffres-de-lassociation).

/** A built page's file: /fr/about is fr/about.html or fr/about/index.html. */
function pageHtml(url: string): string {
  const base = path.join(E2E_DIST_DIR, url)
  for (const file of [`${base}.html`, path.join(base, 'index.html')]) {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      // The other form.
    }
  }
  throw new Error(`no built file for ${url}`)
}

/** What a visitor reads: the body without its scripts and styles, tags, or character references for spaces. */
function visibleText(html: string): string {
  return (html.split(/<body[^>]*>/)[1] ?? '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|\s+/g, ' ')
}

test('no built page says it is under construction or links to github.com', () => {
  const pages = builtPagePaths()
  expect(pages.length).toBeGreaterThan(40)
  const found: string[] = []
  for (const url of pages) {
    const html = pageHtml(url)
    const text = visibleText(html)
    if (/\b(?:en|under) construction\b/i.test(text)) found.push(`${url}: construction`)
    if (/href="[^"]*github\.com/i.test(html)) found.push(`${url}: github.com`)
  }
  expect(found).toEqual([])
})

for (const lang of ['fr', 'en'] as const) {
  test(`/${lang}: the key figures band near the top shows the settings' facts, compact on a phone`, async ({
    page,
  }) => {
    const settings = await getSettings()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`/${lang}`)
    const band = page.locator('section[aria-labelledby="home-figures"]')
    await expect(band).toBeVisible()
    const items = band.locator('li')
    await expect(items).toHaveCount(settings.homeFigures.length)
    for (const [index, name] of settings.homeFigures.entries()) {
      const value = items.nth(index).locator('p').first()
      await expect(value).toHaveText(formatFact(settings.facts, name, lang))
      await expect(items.nth(index)).toContainText(settings.facts[name].label[lang])
      // A figure on one line: its box is one line of its text tall.
      const { height, lineHeight } = await value.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }))
      expect(height).toBeLessThanOrEqual(lineHeight + 1)
    }
    const box = (await band.boundingBox())!
    expect(box.height).toBeLessThanOrEqual(300)
    // Near the top: it starts within the second screen at most.
    expect(box.y).toBeLessThan(2 * 740)
  })
}
