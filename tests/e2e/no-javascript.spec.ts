import { axeViolations, scriptsRefusedContext } from './support/axe'
import { expect, test } from './support/fixtures'
import { pageHeight, scrollToEnd } from './support/layout'
import { builtPagePaths } from './support/pages'

// The site with JavaScript off (project `no-javascript`): a visitor whose scripts fail to arrive, or a proxy
// browser, still gets every page whole and can move around it: the frame is plain links, a GET form, native
// <details> and popover (docs/behaviour.md#nothing-dead-without-javascript). One page in one context per
// worker (noScriptPage) keeps the sweep fast; the tests do not depend on each other, so they share the workers with the rest
// of the suite.

const PHONE = { width: 360, height: 740 }
const LAPTOP = { width: 1366, height: 900 }

/** What a page shows that says it is not whole: a loading text, a busy region, a skeleton. */
const UNFINISHED = /Chargement|Loading/

// The 404 page (served for any unknown address) is whole too.
const SWEPT = [...builtPagePaths(), '/fr/cette-page-nexiste-pas']
/** Pages per test: the sweep is split so that it spreads over the workers instead of ending the run on one. */
const SWEEP_SLICE = 25

// The sweep: every page whole, and no visible button that does nothing without JavaScript
// (docs/behaviour.md#nothing-dead-without-javascript).
test('the sweep below covers every built page, in both languages', () => {
  expect(SWEPT.length).toBeGreaterThan(50)
  for (const lang of ['fr', 'en'])
    expect(SWEPT.filter((path) => path.startsWith(`/${lang}/`)).length).toBeGreaterThan(25)
})

for (let first = 0; first < SWEPT.length; first += SWEEP_SLICE) {
  const slice = SWEPT.slice(first, first + SWEEP_SLICE)
  test(`built pages ${first + 1}–${first + slice.length} of ${SWEPT.length} are whole without JavaScript`, async ({
    noScriptPage: page,
  }) => {
    for (const pagePath of slice) {
      const response = await page.goto(pagePath)
      expect.soft(response?.status(), pagePath).toBe(pagePath.endsWith('nexiste-pas') ? 404 : 200)
      const found = await page.evaluate(() => {
        const main = document.querySelector('main')
        const footer = document.querySelector('footer')
        return {
          lang: document.documentElement.lang,
          heading: main?.querySelector('h1')?.textContent?.trim() ?? '',
          mainText: main?.textContent?.trim().length ?? 0,
          footerLinks: footer?.querySelectorAll('a[href]').length ?? 0,
          busy: document.querySelectorAll('[aria-busy="true"], .animate-pulse').length,
          text: document.body.innerText,
          // A button a visitor can see is alive without JavaScript only if the platform acts on it: a submit
          // button of a form with a real address, or one that opens a popover or a command's target. A
          // disabled one offers nothing; <summary> is no button and works natively.
          deadButtons: Array.from(
            document.querySelectorAll<HTMLElement>(
              'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]',
            ),
          )
            .filter((control) => control.checkVisibility({ visibilityProperty: true }))
            .filter((control) => !(control as HTMLButtonElement).disabled)
            .filter((control) => {
              const target = control.getAttribute('popovertarget') ?? control.getAttribute('commandfor')
              if (target) return document.getElementById(target) === null
              const button = control as HTMLButtonElement
              const submits = button.type === 'submit' && button.form !== null
              const action = button.form?.getAttribute('action')?.trim() ?? ''
              return !(submits && action !== '' && !action.startsWith('#') && !/^javascript:/i.test(action))
            })
            .map((control) => control.outerHTML.slice(0, 120)),
        }
      })
      expect.soft(found.lang, `${pagePath}: <html lang>`).toBe(pagePath.split('/')[1])
      expect.soft(found.heading, `${pagePath}: main heading`).not.toBe('')
      expect.soft(found.mainText, `${pagePath}: main content`).toBeGreaterThan(100)
      expect.soft(found.footerLinks, `${pagePath}: footer links`).toBeGreaterThan(5)
      expect.soft(found.busy, `${pagePath}: busy regions or skeletons`).toBe(0)
      expect.soft(found.text, `${pagePath}: loading text`).not.toMatch(UNFINISHED)
      expect.soft(found.deadButtons, `${pagePath}: visible buttons that do nothing`).toEqual([])
    }
  })
}

test('at 360 px the mobile menu opens full screen, closes, and its links work', async ({
  noScriptPage: page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/fr/about')
  const opener = page.getByRole('button', { name: 'Ouvrir le menu' })
  const menu = page.getByRole('dialog', { name: 'Navigation mobile' })
  await opener.click()
  await expect(menu).toBeVisible()
  const cover = await menu.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const centre = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
    return {
      box: { left: box.left, top: box.top, width: box.width, height: box.height },
      centreInMenu: centre !== null && element.contains(centre),
    }
  })
  expect(cover).toEqual({ box: { left: 0, top: 0, ...PHONE }, centreInMenu: true })
  await menu.getByRole('button', { name: 'Fermer le menu' }).click()
  await expect(menu).toBeHidden()
  await opener.click()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()

  await opener.click()
  const team = menu.getByRole('link', { name: 'Notre équipe' })
  await expect(team).toBeHidden()
  await menu.locator('summary', { hasText: 'Découvrir' }).click()
  await team.click()
  await expect(page).toHaveURL(/\/fr\/equipe$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(menu).toBeHidden()

  await opener.click()
  await menu.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/equipe$/)
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Donate' }).click()
  await expect(page).toHaveURL(/\/en\/don$/)
})

test('at 1366 px the Discover and Actions menus open, with the mouse or the keyboard, and their links work', async ({
  noScriptPage: page,
}) => {
  await page.setViewportSize(LAPTOP)
  await page.goto('/fr/contact')
  const banner = page.getByRole('banner')
  const mission = banner.getByRole('link', { name: 'Notre mission' })
  await expect(mission).toBeHidden()
  await banner.locator('summary:visible', { hasText: 'Découvrir' }).click()
  await mission.click()
  await expect(page).toHaveURL(/\/fr\/mission$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre mission')

  const actions = page.getByRole('banner').locator('summary:visible', { hasText: 'Nos actions' })
  await actions.focus()
  await page.keyboard.press('Enter')
  const first = page.getByRole('banner').locator('a[href^="/fr/projets/"]').first()
  await expect(first).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/fr\/projets\/[a-z-]+$/)
})

test('the language switch lands on the twin page', async ({ noScriptPage: page }) => {
  await page.setViewportSize(LAPTOP)
  const article = builtPagePaths().find((pagePath) => pagePath.startsWith('/fr/actualite/'))!
  for (const [from, to, lang] of [
    ['/fr/about', '/en/about', 'English'],
    [article, article.replace('/fr/', '/en/'), 'English'],
    ['/en/historique', '/fr/historique', 'Français'],
  ] as const) {
    await page.goto(from)
    await page.getByRole('banner').getByRole('link', { name: lang }).click()
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', to.split('/')[1]!)
  }
})

test('the top-bar search opens the news search', async ({ noScriptPage: page }) => {
  await page.setViewportSize(LAPTOP)
  await page.goto('/en/about')
  // Without the script nothing searches the whole site: the box says it searches the news.
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the news', exact: true })
  await box.fill('water')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/en\/actualites\?search=water$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the news list goes to its next page', async ({ noScriptPage: page }) => {
  await page.setViewportSize(LAPTOP)
  await page.goto('/fr/actualites')
  const titles = () => page.locator('main article h2, main article h3').allTextContents()
  const first = await titles()
  expect(first.length).toBeGreaterThan(0)
  await page
    .getByRole('navigation', { name: 'Pages des actualités' })
    .getByRole('link', { name: 'Page 2' })
    .click()
  await expect(page).toHaveURL(/\/fr\/actualites\/page\/2$/)
  const second = await titles()
  expect(second.length).toBeGreaterThan(0)
  expect(second.filter((title) => first.includes(title))).toEqual([])
})

test('the donation codes are text to select, with no copy button that could not work', async ({
  noScriptPage: page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/fr/don')
  const section = page.locator('#mobile-money')
  await expect(section.getByText('*155#', { exact: true })).toBeVisible()
  // Prerendered in the page, but not shown nor offered to assistive technologies.
  expect(await section.locator('button').count()).toBeGreaterThan(0)
  await expect(section.getByRole('button')).toHaveCount(0)
  for (const button of await section.locator('button').all()) await expect(button).toBeHidden()
  // The codes stay selectable text: selecting one gives the code.
  const code = section.getByText('*155#', { exact: true })
  await code.selectText()
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('*155#')
})

for (const lang of ['fr', 'en'] as const) {
  test(`/${lang}/don reads whole without JavaScript: amounts, bank details and card notice, no dead control`, async ({
    noScriptPage: page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto(`/${lang}/don`)
    const main = page.getByRole('main')
    // The amounts are text; the bank details are text to select; card payment says when it opens.
    await expect(main.getByText(lang === 'fr' ? /^5\s000 FCFA$/ : /^5,000 FCFA$/)).toBeVisible()
    await expect(page.locator('#bank-transfer')).toContainText('BJ78 BJ25 1010 3200 3615 8429 0748')
    await expect(page.locator('#bank-transfer')).toContainText('BSOLBJBJ')
    await expect(page.locator('#card-payment')).toContainText(
      lang === 'fr' ? 'Le paiement en ligne par carte ouvre bientôt.' : 'Online card payment opens soon.',
    )
    // No button a visitor can see (the copy buttons stay hidden), no form, no card field.
    await expect(main.getByRole('button')).toHaveCount(0)
    await expect(main.locator('form, input, select, textarea')).toHaveCount(0)
    // Its links work as links: the card block's leads to the bank transfer.
    await page
      .locator('#card-payment')
      .getByRole('link', { name: lang === 'fr' ? 'Par virement bancaire' : 'By bank transfer' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/don#bank-transfer$`))
    // Where the (smooth) scroll ends: just below the top bar, not under it.
    const top = () => page.locator('#donate-bank').evaluate((heading) => heading.getBoundingClientRect().top)
    let last = Number.NaN
    await expect.poll(async () => last === (last = await top())).toBe(true)
    const bar = (await page.locator('header').first().boundingBox())!
    expect(await top()).toBeGreaterThanOrEqual(bar.y + bar.height)
    expect(await top()).toBeLessThan(200)
  })
}

test('on the home page the video and the images in focus are links, and the events filter is not shown', async ({
  noScriptPage: page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/fr')
  const video = page.getByRole('link', { name: /^Lire la vidéo/ })
  await expect(video).toHaveAttribute('href', /^(https?:\/\/|\/)\S+$/)
  const enlarge = page.getByRole('link', { name: /^Agrandir l’image/ }).first()
  const image = await enlarge.getAttribute('href')
  expect(image).toMatch(/^\/(media|images)\/\S+\.(jpg|png|webp|svg)$/)
  expect((await page.request.get(image!)).ok()).toBe(true)
  await expect(page.getByRole('group', { name: 'Choisir les événements affichés' })).toBeHidden()
  await expect(page.locator('section[aria-labelledby="home-events-title"] article').first()).toBeVisible()
})

/** Ten phone screens of 740 px (docs/behaviour.md#home); with JavaScript, tests/e2e/routes.spec.ts. */
const HOME_MAX_HEIGHT = 7_400

test(`the home page is at most ${HOME_MAX_HEIGHT} px tall at 360 × 740 at load and after a scroll to its end`, async ({
  noScriptPage: page,
}) => {
  await page.setViewportSize(PHONE)
  for (const lang of ['fr', 'en']) {
    await page.goto(`/${lang}`)
    const atLoad = await pageHeight(page)
    // The page's own scroll is the only one (no script to hydrate anything).
    await scrollToEnd(page, { javaScript: false })
    const atEnd = await pageHeight(page)
    expect(atLoad, `/${lang} at load`).toBeLessThanOrEqual(HOME_MAX_HEIGHT)
    expect(atEnd, `/${lang} after a scroll to its end`).toBeLessThanOrEqual(HOME_MAX_HEIGHT)
  }
})

test('the back-to-top link goes back to the top', async ({ noScriptPage: page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/fr/mission')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Revenir en haut de la page' })
  await link.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await link.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

// axe runs in the page: see scriptsRefusedContext (a visitor whose scripts never arrive).
test('axe finds nothing with the mobile menu or a desktop menu open', async ({ browser, site }) => {
  const context = await scriptsRefusedContext(browser, site.url)
  const page = await context.newPage()
  await page.setViewportSize(PHONE)
  await page.goto('/en/about')
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await page.getByRole('dialog').locator('summary', { hasText: 'Discover' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Our team' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize(LAPTOP)
  await page.goto('/fr/about')
  await page.getByRole('banner').locator('summary:visible', { hasText: 'Découvrir' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notre mission' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await context.close()
})

test('axe finds nothing on the contact, thank-you and privacy pages, at 360 and 1366 px', async ({
  browser,
  site,
}) => {
  const context = await scriptsRefusedContext(browser, site.url)
  const page = await context.newPage()
  for (const viewport of [PHONE, LAPTOP])
    for (const url of [
      '/fr/contact',
      '/en/contact',
      '/fr/contact/merci',
      '/fr/confidentialite',
      '/en/confidentialite',
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(url)
      expect(await axeViolations(page), `${url} at ${viewport.width} px`).toEqual([])
    }
  await context.close()
})

test('axe finds nothing on the news list and its category pages, in both languages, at 360 and 1366 px', async ({
  browser,
  site,
}) => {
  const categoryPages = SWEPT.filter((url) => /^\/(fr|en)\/actualites\/categorie\/[a-z0-9-]+$/.test(url))
  // The sample has categories in both languages: the check is worth something only if it visits them.
  expect(categoryPages.filter((url) => url.startsWith('/fr/')).length).toBeGreaterThan(1)
  expect(categoryPages.filter((url) => url.startsWith('/en/')).length).toBeGreaterThan(1)
  const context = await scriptsRefusedContext(browser, site.url)
  const page = await context.newPage()
  for (const viewport of [PHONE, LAPTOP])
    // One template for every category: two of each language, beside the list, keep the test short.
    for (const url of [
      '/fr/actualites',
      '/en/actualites',
      ...categoryPages.filter((url) => url.startsWith('/fr/')).slice(0, 2),
      ...categoryPages.filter((url) => url.startsWith('/en/')).slice(0, 2),
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(url)
      expect(await axeViolations(page), `${url} at ${viewport.width} px`).toEqual([])
    }
  await context.close()
})
