import type { Browser } from '@playwright/test'
import { expect, test, waitForApp } from './support/fixtures'
import { expectOnTop, pinnedHeight, SCREENS } from './support/layout'
import { builtPagePaths } from './support/pages'

// The frame's way to donate and its pinned bar (docs/behaviour.md#top-bar), with JavaScript on and off: the
// page sweep (routes.spec.ts) measures them on every route at 360 px; these tests follow a visitor through them.

const [phone, tablet, laptop] = SCREENS
const TAGLINE = 'Ensemble pour l’eau potable, la santé et la dignité des familles béninoises'
const article = (lang: string) => {
  const found = builtPagePaths().find((page) => page.startsWith(`/${lang}/actualite/`))
  if (!found) throw new Error(`no built article in ${lang}`)
  return found
}

async function openPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, serviceWorkers: 'block' })
  return { context, page: await context.newPage() }
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'
  for (const screen of [phone, tablet, laptop]) {
    test(`at ${screen.width} px ${how} the top bar holds a donate button, and once scrolled only the 64-px bar stays`, async ({
      browser,
      site,
    }) => {
      const { context, page } = await openPage(browser, site.url, javaScriptEnabled)
      await page.setViewportSize(screen)
      await page.goto('/fr/actualites')
      const bar = page.getByRole('banner')
      const tagline = page.getByText(TAGLINE)
      const atLoad = await bar.boundingBox()
      if (javaScriptEnabled) await waitForApp(page)
      // Nothing moves once the page's script has run.
      expect(await bar.boundingBox()).toEqual(atLoad)
      expect(atLoad?.height).toBe(64)
      // Under the tagline, which is not part of it.
      expect(atLoad?.y).toBeCloseTo((await tagline.boundingBox())?.height ?? 0, 0)
      const donate = bar.getByRole('link', { name: 'Faire un don' })
      await expect(donate).toHaveAttribute('href', '/fr/don')
      await expectOnTop(donate)
      const box = (await donate.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      if (screen.width < 1280) {
        // Beside the menu button, which still opens the menu.
        const menuButton = bar.getByRole('button', { name: 'Ouvrir le menu' })
        const menuBox = (await menuButton.boundingBox())!
        expect(menuBox.x).toBeGreaterThanOrEqual(box.x + box.width)
        expect(menuBox.x - (box.x + box.width)).toBeLessThan(24)
        await expectOnTop(menuButton)
      }

      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
      expect(await pinnedHeight(page)).toBeLessThanOrEqual(64)
      expect((await bar.boundingBox())?.y).toBe(0)
      const gone = (await tagline.boundingBox())!
      expect(gone.y + gone.height, 'the tagline has left the screen').toBeLessThanOrEqual(0)
      await expectOnTop(donate)
      if (screen.width < 1280) {
        await bar.getByRole('button', { name: 'Ouvrir le menu' }).click()
        await expect(page.getByRole('dialog', { name: 'Navigation mobile' })).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog', { name: 'Navigation mobile' })).toBeHidden()
      }
      await donate.click()
      await expect(page).toHaveURL(/\/fr\/don$/)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Faire un don' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await context.close()
    })
  }

  test(`${how} every article ends with a donation prompt in its language, before its live parts`, async ({
    browser,
    site,
  }) => {
    const { context, page } = await openPage(browser, site.url, javaScriptEnabled)
    await page.setViewportSize(phone)
    for (const [lang, title, name] of [
      ['fr', 'Cette histoire continue grâce à vous', 'Faire un don'],
      ['en', 'This story goes on thanks to you', 'Donate'],
    ] as const) {
      await page.goto(article(lang))
      const prompt = page.getByRole('region', { name: title })
      await expect(prompt).toBeVisible()
      const link = prompt.getByRole('link', { name })
      await expect(link).toHaveAttribute('href', `/${lang}/don`)
      await expectOnTop(link)
      expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
      // After the article's text, before its reactions and comments.
      const order = await prompt.evaluate((element) => {
        const body = document.querySelector('main article')!
        const live = document.querySelector('[data-article-interactions]')!
        return {
          afterBody: Boolean(body.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
          beforeLive: Boolean(live.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING),
        }
      })
      expect(order).toEqual({ afterBody: true, beforeLive: true })
    }
    await context.close()
  })
}
