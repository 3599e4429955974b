import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { footerRemoved, watchFooter, watchRequests } from './support/absence'
import {
  expect,
  showArticleInteractions,
  test,
  visitTest,
  waitForApp,
  waitForBlock,
} from './support/fixtures'
import {
  expectFillsViewport,
  expectOnTop,
  expectSelectShowsOptions,
  expectWordsFit,
  SCREENS,
  SCREENSHOT_DIR,
  sidewaysOverflow,
} from './support/layout'
import { builtPagePaths } from './support/pages'

// What a visitor sees at a phone's, a tablet's and a laptop's width: every overlay has the size it should and
// what it shows is what a tap reaches (document.elementFromPoint). With E2E_SCREENSHOTS=1, a screenshot of each
// page type at each width for people to look at (SCREENSHOT_DIR, printed at the end of the run): pictures
// check nothing, and full-page captures of 22 pages at 3 widths cost the test run a fair share of its time.
// The tests that only load pages and read them, without a pointer, share the worker's page (visitTest); each
// sets its screen's size.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'

const [phone, tablet, laptop] = SCREENS
const pages = builtPagePaths()
const firstPage = (prefix: string) => {
  const found = pages.find((page) => page.startsWith(prefix))
  if (!found) throw new Error(`no built page under ${prefix}`)
  return found
}

const PAGE_TYPES: Record<string, string> = {
  home: '/fr',
  news: '/fr/actualites',
  article: firstPage('/fr/actualite/'),
  about: '/fr/about',
  mission: '/fr/mission',
  history: '/fr/historique',
  team: '/fr/equipe',
  donation: '/fr/don',
  careers: '/fr/carriere',
  contact: '/fr/contact',
  documents: '/fr/documents',
  projects: '/fr/projets',
  publications: '/fr/publications',
  theme: firstPage('/fr/projets/'),
  project: firstPage('/fr/projet/'),
  'static-news': '/fr/news/1',
  info: firstPage('/fr/info/'),
  publication: firstPage('/fr/publication/'),
  slide: firstPage('/fr/full-description/'),
  'article-en': firstPage('/en/actualite/'),
  'not-found': '/fr/cette-page-nexiste-pas',
  'article-not-found': '/fr/actualite/article-inconnu',
}

/**
 * Scrolls through the page a screen at a time so that every part that comes near the screen has come, then
 * back to the top; in the page, in one call (a round trip per step would cost seconds on a long page).
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.documentElement
    for (let y = 0; y < root.scrollHeight && y < 40_000; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
}

/**
 * A full-page JPEG of the page. Chromium's full-page capture now and then never returns on a loaded machine
 * (seen once in CI, after "fonts loaded"); the picture is for people to look at, so a second try is allowed.
 */
async function screenshot(page: Page, file: string): Promise<void> {
  const options = {
    path: file,
    fullPage: true,
    type: 'jpeg',
    quality: 70,
    timeout: 15_000,
    // The whole page at once: blocks drawn only near the screen (docs/architecture.md#rendering-below-the-fold)
    // would be blank in a capture taken from the top.
    style: '* { content-visibility: visible !important }',
  } as const
  try {
    await page.screenshot({ ...options, animations: 'disabled' })
  } catch {
    // The second try leaves the page's animations alone: stopping them is the step the capture hung after.
    await page.screenshot(options)
  }
}

/**
 * The islands of the page, by position, that have not hydrated though they have work at its address (one with
 * `sections` has none under the other sections of the site: docs/islands.md#an-island).
 */
function islandsNotHydrated(page: Page): Promise<number[]> {
  return page.locator('[data-island]').evaluateAll((islands) =>
    islands.flatMap((island, index) => {
      const sections = island.getAttribute('data-sections')?.split(' ')
      const hasWork = !sections || sections.includes(location.pathname.split('/')[2] ?? '')
      return hasWork && island.getAttribute('data-hydrated') !== 'true' ? [index] : []
    }),
  )
}

test.describe('page types', () => {
  if (SCREENSHOTS) mkdirSync(SCREENSHOT_DIR, { recursive: true })
  for (const [name, pagePath] of Object.entries(PAGE_TYPES)) {
    visitTest(
      `${name} (${pagePath}) fits 360, 768 and 1366 px screens, every island with work there hydrated`,
      async ({ page }) => {
        // Three loads and, with SCREENSHOTS, three full-page pictures, each of which may be taken twice.
        test.setTimeout(120_000)
        for (const screen of SCREENS) {
          await page.setViewportSize(screen)
          await page.goto(pagePath)
          await waitForApp(page)
          await scrollThrough(page)
          // Islands hydrate as they near the screen. The scroll above is quick, and an island that waits for the
          // visitor may get its code after the page has scrolled past it: each one not hydrated yet is brought
          // near the screen again, and must hydrate there.
          for (const index of await islandsNotHydrated(page))
            await waitForBlock(page.locator('[data-island]').nth(index).locator(':scope > *').first())
          expect(await islandsNotHydrated(page)).toEqual([])
          expect(await sidewaysOverflow(page), `sideways scroll at ${screen.width} px`).toBeLessThanOrEqual(0)
          if (SCREENSHOTS) await screenshot(page, path.join(SCREENSHOT_DIR, `${name}-${screen.width}.jpg`))
        }
      },
    )
  }
})

/** The layout shifts the page has had since it started (buffered), with what moved. */
function layoutShifts(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const shifts: { value: number; moved: string[] }[] = []
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number
            sources?: { node?: Node | null }[]
          }[])
            shifts.push({
              value: entry.value,
              moved: (entry.sources ?? []).map(({ node }) =>
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}: ${node.textContent?.slice(0, 60)}`
                  : '?',
              ),
            })
        })
        observer.observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => {
          observer.disconnect()
          resolve(shifts)
        }, 250)
      }),
  )
}

// At a phone's size (Lighthouse's), from the first paint to the end of hydration and before any scroll: a
// control that needs JavaScript takes its place from the first paint (src/shared/components/script-only.ts), blocks
// keep their size as islands hydrate.
for (const name of [
  'home',
  'news',
  'article',
  'article-en',
  'contact',
  'donation',
  'about',
  'info',
  'not-found',
]) {
  const pagePath = PAGE_TYPES[name]!
  test(`${name} (${pagePath}) does not move on a phone from its first paint to its hydration`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto(pagePath)
    await waitForApp(page)
    const shifts = await layoutShifts(page)
    expect(shifts, JSON.stringify(shifts)).toEqual([])
  })
}

// A slow network hands the parser a page in pieces, and Chromium paints what it has: a crumb read up to its
// chevron, not yet its text, must already sit where the whole crumb will (docs/behaviour.md#tap-targets).
visitTest(
  'a breadcrumb read only in part sits in the row where the whole crumb will be',
  async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/fr/about')
    const tops = await page
      .getByRole('navigation', { name: 'Fil d’Ariane' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => {
          const whole = item.getBoundingClientRect().y
          const text = item.lastElementChild!
          text.remove()
          const part = item.getBoundingClientRect().y
          item.append(text)
          return part - whole
        }),
      )
    expect(tops.length).toBeGreaterThan(1)
    expect(tops).toEqual(tops.map(() => 0))
  },
)

for (const pagePath of ['/fr/cette-page-nexiste-pas', '/en/actualite/no-such-article', '/fr/info/inconnue']) {
  test(`the footer of ${pagePath}, rendered in the browser, stays once the page is at rest on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    // Every removal of the footer is recorded from the first byte; at rest (the page's own requests, such
    // as the look-up of an article newer than the build, all answered and drawn), none may have happened.
    await page.addInitScript(watchFooter)
    const requests = watchRequests(page)
    await page.goto(pagePath)
    await waitForApp(page)
    await requests.atRest()
    requests.stop()
    expect(await footerRemoved(page), 'footer removed after the load').toBe(false)
    const footer = page.getByRole('contentinfo')
    await expect(footer).toHaveCount(1)
    await footer.scrollIntoViewIfNeeded()
    expect((await footer.boundingBox())?.height ?? 0).toBeGreaterThan(200)
    await expectOnTop(footer.getByRole('list').first())
  })
}

/** Whether the browser has drawn `locator`'s box: false while a `content-visibility: auto` ancestor skips it
 * (the box with that style is itself always "drawn": its contents are what is skipped). */
const drawn = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))

visitTest(
  'on a phone the home page draws its last block only as the visitor nears it, and its footer from the load',
  async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/fr')
    await waitForApp(page)
    // The browser draws early what is within about a screen and a half below the viewport: the last block is not.
    const block = page.locator('main section[style*="content-visibility"] h2').last()
    expect(await drawn(block)).toBe(false)
    // The dark footer is never skipped (RENDER_NEAR_SCREEN is for light boxes): drawn before the visitor nears it.
    expect(await drawn(page.getByRole('contentinfo').getByRole('link').first())).toBe(true)
    await block.scrollIntoViewIfNeeded()
    await expect.poll(() => drawn(block)).toBe(true)
    await expectOnTop(block)
  },
)

test('on a phone the donation page draws every operator from the load, so its links land on their mark', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await page.goto('/fr/don')
  await waitForApp(page)
  for (const operator of await page.locator('#mobile-money article h3').all())
    expect(await drawn(operator)).toBe(true)
  // A link to a part below the operators, smooth scroll and all: its heading ends just below the top bar.
  await page.locator('#card-payment').getByRole('link', { name: 'Par virement bancaire' }).click()
  await expect(page).toHaveURL(/#bank-transfer$/)
  const heading = page.locator('#donate-bank')
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))
  let last = Number.NaN
  await expect.poll(async () => last === (last = await top())).toBe(true)
  const bar = (await page.locator('header').first().boundingBox())!
  expect(await top()).toBeGreaterThanOrEqual(bar.y + bar.height)
  expect(await top()).toBeLessThan(200)
})

test('on a phone the card block’s link to mobile money lands on the section’s heading, below the top bar', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await page.goto('/fr/don')
  await waitForApp(page)
  await page.locator('#card-payment').getByRole('link', { name: 'Par Mobile Money' }).click()
  await expect(page).toHaveURL(/#mobile-money$/)
  const heading = page.locator('#donate-mobile')
  const bar = (await page.locator('header').first().boundingBox())!
  // Where the (smooth) scroll ends: just below the sticky top bar, not under it nor a screen further down.
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))
  await expect.poll(top).toBeGreaterThanOrEqual(bar.y + bar.height)
  expect(await top()).toBeLessThan(200)
})

for (const screen of [phone, tablet]) {
  for (const pagePath of ['/fr', '/en/about', firstPage('/fr/actualite/'), '/fr/cette-page-nexiste-pas']) {
    test(`at ${screen.width} px the mobile menu of ${pagePath} fills the screen and its controls are on top`, async ({
      page,
    }) => {
      await page.setViewportSize(screen)
      await page.goto(pagePath)
      await waitForApp(page)
      const en = pagePath.startsWith('/en')
      await page.getByRole('button', { name: en ? 'Open the menu' : 'Ouvrir le menu' }).click()
      const menu = page.getByRole('dialog', { name: en ? 'Mobile navigation' : 'Navigation mobile' })
      await expect(menu).toBeVisible()
      await expectFillsViewport(menu)
      const discover = menu.locator('summary', { hasText: en ? 'Discover' : 'Découvrir' })
      for (const control of [
        menu.getByRole('button', { name: en ? 'Close the menu' : 'Fermer le menu' }),
        menu.getByRole('searchbox'),
        discover,
        menu.getByRole('link', { name: en ? 'News' : 'Actualités', exact: true }),
        menu.getByRole('link', { name: 'English' }),
        menu.getByRole('link', { name: 'Français' }),
        menu.getByRole('link', { name: en ? 'Donate' : 'Faire un don' }),
      ])
        await expectOnTop(control)
      await discover.click()
      await expectOnTop(menu.getByRole('link', { name: en ? 'Our team' : 'Notre équipe' }))
      // Nothing of the page behind scrolls sideways either.
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    })
  }
}

test('at 1366 px the Discover and Actions dropdowns open below the top bar with every item on top', async ({
  page,
}) => {
  await page.setViewportSize(laptop)
  await page.goto('/fr/about')
  await waitForApp(page)
  const banner = page.getByRole('banner')
  for (const name of ['Découvrir', 'Nos actions']) {
    const toggle = banner.locator('summary:visible', { hasText: name })
    await toggle.click()
    // The list the toggle discloses: the one beside it, in its <details>.
    const menu = toggle.locator('xpath=following-sibling::ul')
    const box = await menu.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(200)
    expect(box?.height ?? 0).toBeGreaterThan(100)
    const items = menu.getByRole('link')
    expect(await items.count()).toBeGreaterThanOrEqual(4)
    for (const item of await items.all()) await expectOnTop(item)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  }
})

for (const screen of [phone, laptop]) {
  test(`at ${screen.width} px the video and image popups cover the screen, their controls on top`, async ({
    page,
  }) => {
    await page.setViewportSize(screen)
    await page.goto('/fr')
    await waitForApp(page)
    await waitForBlock(page.locator('section[aria-labelledby="home-video-title"]'))
    await page.getByRole('link', { name: /^Lire la vidéo/ }).click()
    let dialog = page.getByRole('dialog')
    await expectFillsViewport(dialog)
    await expectOnTop(dialog.locator('video'))
    await expectOnTop(dialog.getByRole('button', { name: 'Fermer la vidéo' }))
    await page.keyboard.press('Escape')

    await waitForBlock(page.locator('section[aria-labelledby="home-focus-title"]'))
    await page
      .getByRole('link', { name: /^Agrandir l’image/ })
      .first()
      .click()
    dialog = page.getByRole('dialog', { name: /^Image agrandie/ })
    await expectFillsViewport(dialog)
    await expectOnTop(dialog.getByRole('img'))
    await expectOnTop(dialog.getByRole('button', { name: 'Fermer l’image' }))
  })

  test(`at ${screen.width} px every item of the article's share menu is on top`, async ({ page }) => {
    await page.setViewportSize(screen)
    await page.goto(firstPage('/fr/actualite/'))
    await waitForApp(page)
    await showArticleInteractions(page)
    await page.getByRole('button', { name: 'Partager' }).click()
    const menu = page.getByRole('list', { name: 'Partager cet article' })
    for (const item of await menu.locator('a, button').all()) await expectOnTop(item)
  })
}

visitTest(
  'on a phone the home page shows every slide title whole, strategy titles without broken words and a round back-to-top button',
  async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/fr')
    await waitForApp(page)
    const titles = page.locator('section[aria-roledescription="carousel"] h2')
    expect(await titles.count()).toBeGreaterThan(1)
    for (const title of await titles.all()) {
      const cut = await title.evaluate((element) => element.scrollHeight > element.clientHeight + 1)
      expect(cut, (await title.textContent()) ?? '').toBe(false)
    }
    const strategies = page.locator('section[aria-labelledby="home-strategies-title"]')
    await waitForBlock(strategies)
    const headings = strategies.locator('ul').first().locator('h3')
    expect(await headings.count()).toBe(5)
    for (const heading of await headings.all()) await expectWordsFit(heading)
    const backToTop = page.getByRole('contentinfo').getByRole('link', { name: 'Revenir en haut de la page' })
    await backToTop.scrollIntoViewIfNeeded()
    expect(await backToTop.boundingBox()).toMatchObject({ width: 40, height: 40 })
  },
)

visitTest('on a phone the first news card is on the first screen', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/fr/actualites')
  await waitForApp(page)
  const card = page.locator('main article').first()
  const box = await card.boundingBox()
  // A good part of its picture shows without scrolling.
  expect(box?.y ?? Infinity).toBeLessThan(phone.height - 120)
})

for (const screen of [tablet, laptop]) {
  visitTest(
    `at ${screen.width} px the news filters show their options whole, also with the clear button`,
    async ({ page }) => {
      await page.setViewportSize(screen)
      await page.goto('/fr/actualites?search=eau')
      await waitForApp(page)
      await expect(page.getByRole('button', { name: 'Effacer les filtres' }).first()).toBeVisible()
      await expectSelectShowsOptions(page.getByLabel('Catégorie', { exact: true }))
      await expectSelectShowsOptions(page.getByLabel('Trier par'))
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    },
  )
}
