import type { Page } from '@playwright/test'
import { expect, visitTest as test } from './support/fixtures'
import { builtPagePaths } from './support/pages'

// The top bar holds (docs/behaviour.md#top-bar): no label of it wraps from 1024 px on, and no chevron ends up
// apart from its label; icons in links and buttons keep their size on a phone.

/**
 * The lines each visible label of the top bar takes: the line boxes of each of its texts (the logo's name and
 * full name are two texts, each on one line), counted by their middles. Texts for assistive technologies only
 * (`sr-only`, a 1-px box) are not drawn, so not counted.
 */
async function topBarLines(page: Page) {
  return page.getByRole('banner').evaluate((bar) =>
    [...bar.querySelectorAll<HTMLElement>('a, button, summary')]
      .filter((item) => item.getClientRects().length > 0 && item.innerText.trim() !== '')
      .map((item) => {
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
        const texts: Text[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent!.trim() && node.parentElement!.getBoundingClientRect().width > 1)
            texts.push(node as Text)
        const boxes = texts.map((text) => {
          const range = document.createRange()
          range.selectNodeContents(text)
          return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
        })
        const lines = Math.max(
          0,
          ...boxes.map((rects) => new Set(rects.map((r) => Math.round(r.top + r.height / 2))).size),
        )
        // An icon beside the label sits on its line: its middle within the label's text.
        const all = boxes.flat()
        const top = Math.min(...all.map((rect) => rect.top))
        const bottom = Math.max(...all.map((rect) => rect.bottom))
        const iconsApart = [...item.querySelectorAll('svg')].filter((icon) => {
          const box = icon.getBoundingClientRect()
          const middle = box.top + box.height / 2
          return box.width > 0 && all.length > 0 && (middle < top || middle > bottom)
        }).length
        return { label: item.innerText.trim(), lines, iconsApart, drawn: all.length > 0 }
      })
      // An icon-only button (the menu's, the search's) has no label drawn to wrap.
      .filter((label) => label.drawn),
  )
}

for (const lang of ['fr', 'en'] as const) {
  for (const width of [1024, 1280, 1366, 1440, 1536]) {
    test(`${lang}: at ${width} px no label of the top bar wraps, and no chevron leaves its label`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/${lang}/actualites`)
      const labels = await topBarLines(page)
      // The menu's sections are in the bar itself from 1280 px.
      expect(labels.length).toBeGreaterThanOrEqual(width >= 1280 ? 9 : 2)
      for (const label of labels) expect(label, label.label).toMatchObject({ lines: 1, iconsApart: 0 })
      // Nothing leaves the screen sideways for the room the labels take.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
}

/** The icons in links and buttons of `page` (visible ones) narrower than 80 % of their width attribute. */
async function squashedIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>('a svg[width], button svg[width], summary svg[width]')]
      .filter((icon) => icon.getClientRects().length > 0)
      .map((icon) => ({
        owner: (icon.closest('a, button, summary') as HTMLElement).innerText.trim().slice(0, 60),
        drawn: Math.round(icon.getBoundingClientRect().width * 10) / 10,
        width: Number(icon.getAttribute('width')),
      }))
      .filter((icon) => icon.drawn < icon.width * 0.8),
  )
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  const article = () => builtPagePaths().find((page) => page.startsWith('/fr/actualite/'))!
  for (const path of [
    '/fr/documents',
    '/en/documents',
    '/fr/don',
    '/fr/contact',
    '/fr/actualites',
    article(),
  ]) {
    test(`no icon in a link or a button of ${path} is narrower than 80 % of its size`, async ({ page }) => {
      await page.goto(path)
      expect(await squashedIcons(page)).toEqual([])
    })
  }

  test("no icon of the contact page's fallback (write by e-mail or WhatsApp) is squashed", async ({
    page,
    siteWithFailingApi,
  }) => {
    for (const lang of ['fr', 'en']) {
      await page.goto(`${siteWithFailingApi.url}/${lang}/contact`)
      // The fallback's links are there: the mail and WhatsApp icons are measured.
      await expect(page.locator('main a[href^="mailto:"] svg').first()).toBeVisible()
      expect(await squashedIcons(page)).toEqual([])
    }
  })
})
