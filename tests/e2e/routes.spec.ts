import type { Page } from '@playwright/test'
import { expect, test, visitTest, waitForApp, waitForBlock } from './support/fixtures'
import { footerRemoved, watchFooter } from './support/absence'
import { axeViolations } from './support/axe'
import {
  expectOnTop,
  foreignTexts,
  languageMarkers,
  layoutFacts,
  type LayoutFacts,
  loneCards,
  pageHeight,
  SCREENS,
  scrollToEnd,
} from './support/layout'
import { builtPagePaths } from './support/pages'
import { E2E_SNAPSHOT_DIR } from './support/paths'

const pages = builtPagePaths()

/** Pages of the sweep that already record the footer's removal (the sweep's page is shared by a worker's tests). */
const watched = new WeakSet<Page>()

/**
 * Every island of the page that is due has hydrated: those that wait for nothing, and those on the screen (the
 * sweep has scrolled by then, so the islands that wait for the visitor to use the page are due there too).
 */
function dueIslandsHydrated(): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))
    .filter((island) => !island.parentElement?.closest('[data-island]'))
    .filter((island) => {
      const waitsForScreen = island.dataset.when === 'visible' || island.dataset.when === 'in-use'
      // An island's own element has no box (display: contents): what it shows has.
      const boxes = Array.from(island.children, (child) => child.getBoundingClientRect())
      return !waitsForScreen || boxes.some((box) => box.top < innerHeight && box.bottom > 0)
    })
    .every((island) => island.dataset.hydrated === 'true')
}
const markers = languageMarkers(E2E_SNAPSHOT_DIR)
const [phone, tablet, laptop] = SCREENS

/** The top bar: the banner, the one header outside the main content. */
const TOP_BAR = 'header:not(main *)'

// What a phone can take in and what a laptop shows whole (docs/behaviour.md#home, docs/behaviour.md#article,
// docs/behaviour.md#grids), checked in the sweep's visit of the pages concerned rather than in loads of their own.
/** An article's page: its text starts on a phone's first screen. */
const ARTICLE = /^\/(fr|en)\/actualite\/[^/]+$/
/** The home pages: at most ten phone screens of 740 px, at load and after a scroll to the end. */
const HOME_MAX_HEIGHT = 7_400
const HOMES = new Set(['/fr', '/en'])
/** The pages with grids of cards, which must never end on a lone card at a tablet's or a laptop's width. */
const GRIDS = new Set(['/fr', '/en', '/fr/projets', '/fr/don', '/en/don', '/fr/actualites'])

/** What the sweep checks on `pagePath` beyond what it checks on every page, for its test's name. */
function extraChecks(pagePath: string): string {
  const extra = [
    ARTICLE.test(pagePath) ? 'its first paragraph on a phone’s first screen' : '',
    HOMES.has(pagePath)
      ? `at most ${HOME_MAX_HEIGHT} px tall on a phone at load and once scrolled to its end`
      : '',
    GRIDS.has(pagePath) ? `grids that end without a lone card at ${tablet.width} and ${laptop.width} px` : '',
  ].filter(Boolean)
  return extra.length > 0 ? `; ${extra.join('; ')}` : ''
}

/**
 * What a visitor on a phone meets at the page's load and again once scrolled (docs/behaviour.md#tap-targets,
 * docs/behaviour.md#top-bar): no sideways scrolling as the page is drawn, and no control too small to tap.
 */
const PHONE_FITS = { overflowAsDrawn: true, smallControls: [{ min: 24, inlineAside: true }] } as const
/** The top bar's controls: 44 × 44 px at least, at every width. */
const TOP_BAR_CONTROLS = { min: 44, root: TOP_BAR, inlineAside: false } as const

function expectPhoneFits(facts: LayoutFacts, when: string): void {
  expect(facts.overflowAsDrawn, `sideways scroll at 360 px ${when}`).toBeLessThanOrEqual(0)
  expect(facts.smallControls?.[0], `controls under 24 × 24 px at 360 px ${when}`).toEqual([])
}

test('the build holds every screen of the route table in both languages', () => {
  for (const lang of ['fr', 'en']) {
    for (const segment of [
      '',
      '/contact',
      '/about',
      '/mission',
      '/historique',
      '/equipe',
      '/don',
      '/carriere',
    ].concat(['/documents', '/actualites', '/projets', '/publications'])) {
      expect(pages, `missing /${lang}${segment}`).toContain(`/${lang}${segment}`)
    }
    for (const kind of [
      'projets/',
      'projet/',
      'news/',
      'info/',
      'publication/',
      'actualite/',
      'full-description/',
      'slide/',
    ]) {
      expect(
        pages.some((page) => page.startsWith(`/${lang}/${kind}`)),
        `no /${lang}/${kind}… page`,
      ).toBe(true)
    }
  }
})

test('the language check knows texts of both languages to look for', () => {
  // The check below would pass on any page if it had nothing to look for.
  expect(markers.fr.length).toBeGreaterThan(100)
  expect(markers.en.length).toBeGreaterThan(100)
  expect(markers.fr).toContain('High 5 – Transformer le Bénin')
  expect(markers.en).toContain('High 5 – Transforming Benin')
})

test('the sweep holds articles in both languages, and every page of the layout checks', () => {
  for (const lang of ['fr', 'en'])
    expect(pages.some((path) => ARTICLE.test(path) && path.startsWith(`/${lang}/`))).toBe(true)
  for (const path of [...HOMES, ...GRIDS]) expect(pages).toContain(path)
})

// One visit per page checks it all (a second sweep would double the suite's time): status, language, h1,
// language twins, no console error (so no CSP violation either), axe (tags wcag2a, 2aa, 21a, 21aa, 22aa) on the
// wide layout, no sideways scrolling at a phone's, a tablet's and a laptop's width, no text of the other
// language, and a footer that stays: never removed from the page from its load until every island near it has
// hydrated and the network is quiet (what once removed it, half a second after the load, was the page's
// own code taking over the markup). On the phone, at load before any scroll and again at the footer: the page
// as drawn fits the width and has no control under 24 × 24 px (inline text links aside); at load the top bar's
// controls are 44 × 44 px or more and a link to the donation page is on the first screen, on top; at the
// footer what stays pinned is at most 64 px tall. Some pages have checks of their own (extraChecks).
test.describe('every page', () => {
  // The sweep's page is shared by the worker's tests: every visit starts on a phone.
  visitTest.use({ viewport: phone })
  for (const pagePath of pages) {
    visitTest(
      `${pagePath} loads in its language, without console errors, axe violations, sideways scrolling, small tap targets or text of the other language, with a way to donate in sight and a short pinned bar, and keeps its footer${extraChecks(pagePath)}`,
      async ({ page, consoleErrors }) => {
        if (!watched.has(page)) {
          await page.addInitScript(watchFooter)
          watched.add(page)
        }
        const response = await page.goto(pagePath)
        expect(response?.status()).toBe(200)
        // As soon as it has loaded, before its script has done anything (a block skipped near the screen still
        // takes its intrinsic size then), in one look at the page: the page is prerendered, its heading there.
        const loaded = await page.evaluate(() => {
          const h1 = document.querySelector('h1')
          const box = h1?.getBoundingClientRect()
          const body = document.querySelector('main article .prose')
          const first = body?.querySelector('p') ?? body
          return {
            overflowAsDrawn: document.documentElement.scrollWidth - window.innerWidth,
            lang: document.documentElement.getAttribute('lang'),
            h1Visible:
              !!h1 &&
              !!box &&
              box.width > 0 &&
              box.height > 0 &&
              h1.checkVisibility({ visibilityProperty: true }),
            // Where the first paragraph of an article's text starts, from the top of the page.
            firstParagraphTop: first ? Math.round(first.getBoundingClientRect().top + window.scrollY) : null,
          }
        })
        if (ARTICLE.test(pagePath)) {
          expect(loaded.firstParagraphTop, 'where the first paragraph starts (null: no text)').not.toBeNull()
          expect(loaded.firstParagraphTop, 'first paragraph on the first screen').toBeLessThan(phone.height)
        }
        expect(loaded.overflowAsDrawn, 'sideways scroll at 360 px at load').toBeLessThanOrEqual(0)
        const lang = pagePath.split('/')[1]!
        expect(loaded.lang, '<html lang>').toBe(lang)
        expect(loaded.h1Visible, 'a visible h1').toBe(true)
        await waitForApp(page)
        const hydrated = await page.evaluate(() => ({
          alternates: Array.from(
            document.querySelectorAll('link[rel="alternate"][hreflang]'),
            (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
          ),
          scrollY: window.scrollY,
          height: Math.round(document.documentElement.scrollHeight),
        }))
        if (HOMES.has(pagePath))
          expect(hydrated.height, 'height at load').toBeLessThanOrEqual(HOME_MAX_HEIGHT)
        const rest = pagePath.split('/').slice(2).join('/')
        const twin = (other: string) => `/${other}${rest ? `/${rest}` : ''}`
        expect(hydrated.alternates.sort()).toEqual(
          [`en ${twin('en')}`, `fr ${twin('fr')}`, `x-default ${twin('fr')}`].sort(),
        )
        expect(hydrated.scrollY, 'not scrolled yet').toBe(0)
        const atLoad = await layoutFacts(page, {
          ...PHONE_FITS,
          overflow: true,
          smallControls: [...PHONE_FITS.smallControls, TOP_BAR_CONTROLS],
          linksInSight: `/${lang}/don`,
        })
        expect(atLoad.overflow, 'sideways scroll at 360 px').toBeLessThanOrEqual(0)
        expectPhoneFits(atLoad, 'at load')
        expect(atLoad.smallControls?.[1], 'top bar controls under 44 × 44 px at 360 px').toEqual([])
        expect(atLoad.linksInSight, 'donate links on the first screen, on top').not.toEqual([])
        expect(
          await foreignTexts(page, lang === 'en' ? markers.fr : markers.en),
          'text of the other language',
        ).toEqual([])
        await page.setViewportSize(laptop)
        expect(await axeViolations(page)).toEqual([])
        const wide = await layoutFacts(page, { overflow: true, smallControls: [TOP_BAR_CONTROLS] })
        expect(wide.overflow, 'sideways scroll at 1366 px').toBeLessThanOrEqual(0)
        expect(wide.smallControls?.[0], 'top bar controls under 44 × 44 px at 1366 px').toEqual([])
        await page.setViewportSize(tablet)
        expect(
          (await layoutFacts(page, { overflow: true })).overflow,
          'sideways scroll at 768 px',
        ).toBeLessThanOrEqual(0)
        // The footer came and stayed: brought near the screen, once the islands due have hydrated and the
        // network is quiet, it was never removed, and it is there.
        await page.setViewportSize(phone)
        const footer = page.getByRole('contentinfo')
        await footer.scrollIntoViewIfNeeded()
        await page.waitForLoadState('networkidle')
        await expect
          .poll(() => page.evaluate(dueIslandsHydrated), 'islands near the footer hydrated')
          .toBe(true)
        expect(await footerRemoved(page), 'footer removed after the load').toBe(false)
        await expect(footer).toHaveCount(1)
        expect((await footer.boundingBox())?.height ?? 0, 'footer height').toBeGreaterThan(200)
        const atFooter = await layoutFacts(page, { ...PHONE_FITS, pinnedHeight: true })
        expectPhoneFits(atFooter, 'at the footer')
        expect(atFooter.pinnedHeight, 'height pinned at the footer').toBeLessThanOrEqual(64)
        await expectOnTop(
          footer.getByRole('link', {
            name: lang === 'en' ? 'Back to the top of the page' : 'Revenir en haut de la page',
          }),
        )
        if (HOMES.has(pagePath) || GRIDS.has(pagePath)) {
          // From the top, a screen at a time, so that every part has come near the screen and its island is in.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
          await scrollToEnd(page)
          if (HOMES.has(pagePath))
            expect(await pageHeight(page), 'height once scrolled to the end').toBeLessThanOrEqual(
              HOME_MAX_HEIGHT,
            )
        }
        if (GRIDS.has(pagePath)) {
          // The grids are laid out by CSS alone (no script reads the screen's width).
          for (const screen of [tablet, laptop]) {
            await page.setViewportSize(screen)
            expect(await loneCards(page), `lone cards at ${screen.width} px`).toEqual([])
          }
        }
        expect(consoleErrors).toEqual([])
      },
    )
  }
})

test('the pages are complete without JavaScript', async ({ noScriptPage: page }) => {
  await page.goto('/en/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.locator('h1')).toBeVisible()
})

test("the footer's link goes back to the top of the page and to its main content", async ({ page }) => {
  await page.goto('/fr/about')
  await waitForApp(page)
  // The footer's code comes as it nears the screen.
  const footer = page.getByRole('contentinfo')
  await waitForBlock(footer)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await footer.getByRole('link', { name: 'Revenir en haut de la page' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.locator('main')).toBeFocused()
})

test('the root page sends visitors to French, or to the language they chose', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/fr$/)
  // Once /fr has taken over: it stores its own language as it does, which would replace the choice below.
  await waitForApp(page)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.goto('/')
  await expect(page).toHaveURL(/\/en$/)
})

test('the root page redirects to /fr without JavaScript', async ({ noScriptPage: page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/fr$/)
})
