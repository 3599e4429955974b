import type { Page } from '@playwright/test'
import { expect, test, waitForApp } from './support/fixtures'
import { loneCards, pageHeight, SCREENS, scrollToEnd } from './support/layout'
import { builtPagePaths } from './support/pages'

// What a phone can take in and what a laptop shows whole (docs/behaviour.md#home, docs/behaviour.md#article,
// docs/behaviour.md#grids): the home page's length at 360 × 740, an article's text on its first screen, and
// grids that never end on a lone card.
const [phone, tablet, laptop] = SCREENS
/** Ten phone screens of 740 px. */
const HOME_MAX_HEIGHT = 7_400

test.describe('the home page on a phone', () => {
  for (const javaScript of [true, false]) {
    test(`is at most ${HOME_MAX_HEIGHT} px tall at 360 × 740 at load and after a scroll to its end, JavaScript ${javaScript ? 'on' : 'off'}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: javaScript,
        viewport: phone,
        serviceWorkers: 'block',
      })
      const page = await context.newPage()
      for (const lang of ['fr', 'en']) {
        await page.goto(`/${lang}`)
        if (javaScript) await waitForApp(page)
        const atLoad = await pageHeight(page)
        // Without JavaScript the page's own scroll is the only one (no script to hydrate anything).
        await scrollToEnd(page, { javaScript })
        const atEnd = await pageHeight(page)
        expect(atLoad, `/${lang} at load`).toBeLessThanOrEqual(HOME_MAX_HEIGHT)
        expect(atEnd, `/${lang} after a scroll to its end`).toBeLessThanOrEqual(HOME_MAX_HEIGHT)
      }
      await context.close()
    })
  }
})

/** Where the first paragraph of the article's text starts, from the top of the page. */
function firstParagraphTop(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const body = document.querySelector('main article .prose')
    const first = body?.querySelector('p') ?? body
    return first ? Math.round(first.getBoundingClientRect().top + window.scrollY) : null
  })
}

test('every article of the sample data shows its first paragraph on a phone’s first screen, in both languages', async ({
  page,
}) => {
  const articles = builtPagePaths().filter((path) => /^\/(fr|en)\/actualite\/[^/]+$/.test(path))
  expect(articles.filter((path) => path.startsWith('/fr/')).length).toBeGreaterThan(0)
  expect(articles.filter((path) => path.startsWith('/en/')).length).toBeGreaterThan(0)
  test.setTimeout(10_000 + articles.length * 2_000)
  await page.setViewportSize(phone)
  const late: string[] = []
  for (const path of articles) {
    await page.goto(path)
    const top = await firstParagraphTop(page)
    if (top === null || top >= phone.height) late.push(`${path}: ${top ?? 'no text'}`)
  }
  expect(late, 'articles whose first paragraph starts below 740 px').toEqual([])
})

for (const screen of [tablet, laptop]) {
  test(`the grids of the home, projects, donation and news pages end without a lone card at ${screen.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(screen)
    const found: string[] = []
    for (const path of ['/fr', '/en', '/fr/projets', '/fr/don', '/en/don', '/fr/actualites']) {
      await page.goto(path)
      await waitForApp(page)
      await scrollToEnd(page)
      found.push(...(await loneCards(page)).map((lone) => `${path}: ${lone}`))
    }
    expect(found).toEqual([])
  })
}
