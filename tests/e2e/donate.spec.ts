import type { Page } from '@playwright/test'
import { getSettings } from '../../src/node/data/content'
import { compactIban, groupedIban } from '../../src/shared/lib/iban'
import { formatNumber } from '../../src/shared/lib/numbers'
import { axeViolations } from './support/axe'
import { expect, test, waitForApp } from './support/fixtures'
import { builtPagePaths } from './support/pages'

// The donation page (docs/behaviour.md#donation, docs/behaviour.md#bank-transfer,
// docs/behaviour.md#card-payment, docs/behaviour.md#donation-page-order). Without JavaScript:
// no-javascript.spec.ts.

const PHONE = { width: 360, height: 740 }
const LAPTOP = { width: 1366, height: 900 }

/** Names, ids and autofill hints of card data: the page must have no such field. */
const CARD_FIELD = /card|carte|cc-|cvv|cvc|csc|expir|amount|montant/i

/** What the page's fields and forms are: the card form, had it come back, would show here. */
async function fieldsAndForms(page: Page) {
  return page.evaluate(() => ({
    fields: [...document.querySelectorAll('input, select, textarea')].map((field) =>
      [field.getAttribute('name'), field.id, field.getAttribute('autocomplete')].join(' '),
    ),
    forms: [...document.forms].map((form) => ({
      inMain: form.closest('main') !== null,
      method: form.method,
      action: new URL(form.action, location.href).pathname,
      fields: [...form.elements].flatMap((field) => {
        const name = field.getAttribute('name')
        return name ? [name] : []
      }),
    })),
  }))
}

for (const lang of ['fr', 'en'] as const) {
  test(`/${lang}/don has no card field, and no form that sends by GET what a donor types`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/don`)
    await waitForApp(page)
    // Every part of the page drawn and any code it fetches arrived.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.keyboard.press('Shift')
    await page.waitForLoadState('networkidle')
    const { fields, forms } = await fieldsAndForms(page)
    expect(fields.filter((field) => CARD_FIELD.test(field))).toEqual([])
    expect(forms.filter((form) => form.inMain)).toEqual([])
    // The one form of the frame is the site search: only the words searched, to the news list, never here.
    for (const form of forms.filter((form) => form.method !== 'post')) {
      expect(form.action).toBe(`/${lang}/actualites`)
      expect(form.fields).toEqual(['search'])
    }
  })
}

test('the bank transfer shows every detail of the settings, each copied by its button', async ({
  page,
  context,
}) => {
  const { bankTransfer } = await getSettings()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/en/don')
  await waitForApp(page)
  const block = page.locator('#bank-transfer')
  await expect(block.getByRole('heading', { level: 2 })).toHaveText('Give by bank transfer')
  const rows = [
    ['Account holder', bankTransfer.accountHolder, bankTransfer.accountHolder],
    ['Bank', bankTransfer.bank, bankTransfer.bank],
    ['IBAN', groupedIban(bankTransfer.iban), compactIban(bankTransfer.iban)],
    ['BIC (SWIFT)', bankTransfer.bic, bankTransfer.bic],
    ['Reference to quote', bankTransfer.reference, bankTransfer.reference],
  ] as const
  for (const [label, shown, copied] of rows) {
    const row = block.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })
    await expect(row.locator('dd')).toContainText(shown)
    await row.getByRole('button', { name: `Copy (${copied})` }).click()
    await expect(row.getByRole('button', { name: `Copied! (${copied})` })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied)
  }
  // The bank's names are French on the English page too, and marked so.
  await expect(block.getByText(bankTransfer.bank, { exact: true })).toHaveAttribute('lang', 'fr')
})

test('the suggested amounts are information from the settings, in each language, with nothing to press', async ({
  page,
}) => {
  const { donationAmounts } = await getSettings()
  for (const lang of ['fr', 'en'] as const) {
    await page.goto(`/${lang}/don`)
    const amounts = page.locator('#mobile-money').getByRole('list', {
      name: lang === 'fr' ? 'Ce que permet votre don' : 'What your gift makes possible',
    })
    await expect(amounts.getByRole('listitem')).toHaveCount(donationAmounts.length)
    for (const [index, { amount, impact }] of donationAmounts.entries()) {
      const item = amounts.getByRole('listitem').nth(index)
      await expect(item).toContainText(`${formatNumber(amount, lang)} FCFA`)
      await expect(item).toContainText(impact[lang].slice(0, 12))
    }
    await expect(amounts.locator('button, input, a')).toHaveCount(0)
  }
  await expect(page.getByText('5,000 FCFA', { exact: true })).toBeVisible()
})

test('mobile money shows the three operators with codes that can be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/fr/don')
  await waitForApp(page)
  const section = page.locator('#mobile-money')
  for (const [service, ussd] of [
    ['MTN Mobile Money', '*126#'],
    ['Moov Money', '*155#'],
    ['Orange Money', '*144#'],
  ] as const) {
    const card = section.locator('article').filter({ has: page.getByRole('heading', { name: service }) })
    await expect(card.getByText(ussd, { exact: true })).toBeVisible()
    await expect(card.getByText('Code marchand', { exact: true })).toBeVisible()
    expect(await card.locator('ol li').count()).toBeGreaterThanOrEqual(3)
  }
  // Each code has its button once the page's script runs (the prerender hides them: no-javascript.spec.ts).
  await expect(section.getByRole('button', { name: /^Copier \(/ })).toHaveCount(6)
  const copy = section.getByRole('button', { name: 'Copier (*155#)' })
  await copy.click()
  await expect(section.getByRole('button', { name: 'Copié ! (*155#)' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('*155#')
  await expect(section.getByRole('button', { name: 'Copier (*155#)' })).toBeVisible({ timeout: 5000 })
})

test('a refused clipboard is only logged', async ({ page }) => {
  await page.goto('/fr/don')
  await waitForApp(page)
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    })
  })
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.getByRole('button', { name: 'Copier (*126#)' }).click()
  await expect
    .poll(() => warnings.some((text) => text.startsWith('The code could not be copied to the clipboard.')))
    .toBe(true)
  await expect(page.getByRole('button', { name: 'Copié ! (*126#)' })).toHaveCount(0)
})

test('the page warns that banking details are never asked by phone or SMS, and shows the figures', async ({
  page,
}) => {
  // The counted figures are what the site lists: the projects page's projects, the home page's partners.
  await page.goto('/fr/projets')
  const projects = await page.locator('section[aria-labelledby="projects-list"] > ul > li').count()
  await page.goto('/fr')
  const partners = await page.locator('ul[data-partners] > li').count()
  expect(projects).toBeGreaterThan(0)
  expect(partners).toBeGreaterThan(0)

  await page.goto('/fr/don')
  await waitForApp(page)
  await expect(page.getByText(/ne vous demandera jamais vos coordonnées bancaires/)).toBeVisible()
  const tiles = page.locator('section[aria-labelledby="donate-stats"] li')
  for (const [label, value] of [
    ['Projets en cours', new RegExp(`^${projects}$`)],
    ['Bénéficiaires', /^85\s000$/],
    ['Communes', /^10$/],
    ['Partenaires', new RegExp(`^${partners}$`)],
  ] as const) {
    const tile = tiles.filter({ hasText: label })
    await expect(tile).toHaveCount(1)
    await expect(tile.getByText(value)).toBeVisible()
  }
  await expect(
    page.getByText(`Grâce à vos dons, notre fonds commun finance nos ${projects} projets en cours.`),
  ).toBeVisible()
  // The fund's claim is said once, not again as a second "N projets" block.
  const text = await page.getByRole('main').innerText()
  expect(text.match(new RegExp(`\\b${projects}\\sprojets`, 'g'))).toHaveLength(1)
})

test('the figures are those of the history page (one source, no contradiction)', async ({ page }) => {
  const figure = async (path: string, label: RegExp) => {
    await page.goto(path)
    const item = page.getByRole('main').locator('li').filter({ hasText: label }).first()
    return ((await item.innerText()).match(/\d[\d\s\u202f,]*\d|\d/)?.[0] ?? '').replace(/\D/g, '')
  }
  for (const label of [/bénéficiaires/i, /^\s*\d+\s*communes/i]) {
    const history = await figure('/fr/historique', label)
    expect(history, String(label)).not.toBe('')
    expect(await figure('/fr/don', label), String(label)).toBe(history)
  }
  await page.goto('/en/don')
  const beneficiaries = page
    .locator('section[aria-labelledby="donate-stats"] li')
    .filter({ hasText: 'Beneficiaries' })
  await expect(beneficiaries.getByText('85,000', { exact: true })).toBeVisible()
})

for (const javaScriptEnabled of [true, false]) {
  test(`at 360 px ${javaScriptEnabled ? 'with' : 'without'} JavaScript, two taps from an article bring a dialable MTN code on screen`, async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({
      baseURL: site.url,
      viewport: PHONE,
      javaScriptEnabled,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const article = builtPagePaths().find((path) => path.startsWith('/fr/actualite/'))!
    await page.goto(article)
    await page.getByRole('banner').getByRole('link', { name: 'Faire un don' }).click()
    await expect(page).toHaveURL(/\/fr\/don$/)
    // The ways to give are on the first screen, before any scroll.
    const ways = page.getByRole('navigation', { name: 'Choisissez comment donner' })
    const mtn = ways.getByRole('link', { name: 'MTN', exact: true })
    const first = (await mtn.boundingBox())!
    expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height)
    expect((await ways.getByRole('link', { name: 'Virement bancaire' }).boundingBox())!.y).toBeLessThan(
      PHONE.height - 44,
    )
    await mtn.click()
    await expect(page).toHaveURL(/#mobile-money-mtn$/)
    const code = page.locator('#mobile-money-mtn a[href^="tel:"]')
    await expect(code).toContainText('*126#')
    // On screen and below the pinned bar once the scroll has settled, with its copy button when scripts run.
    const onScreen = async (box: { y: number; height: number } | null) =>
      box !== null && box.y >= 64 && box.y + box.height <= PHONE.height
    await expect.poll(async () => onScreen(await code.boundingBox())).toBe(true)
    if (javaScriptEnabled) {
      const copy = page.locator('#mobile-money-mtn').getByRole('button', { name: /Copier.*\*126#/ })
      await expect(copy).toBeVisible()
      expect(await onScreen(await copy.boundingBox())).toBe(true)
    }
    await context.close()
  })
}

for (const viewport of [PHONE, LAPTOP]) {
  test(`at ${viewport.width} px, mobile money comes first, then the bank transfer, then card payment, which opens soon`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/fr/don')
    await waitForApp(page)
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!
    const mobile = await box('#mobile-money')
    const bank = await box('#bank-transfer')
    const card = await box('#card-payment')
    expect(mobile.y + mobile.height).toBeLessThanOrEqual(bank.y)
    expect(bank.y + bank.height).toBeLessThanOrEqual(card.y)
    const block = page.locator('#card-payment')
    await expect(block.getByText('Le paiement en ligne par carte ouvre bientôt.')).toBeVisible()
    await expect(block.getByRole('link', { name: 'Par Mobile Money' })).toHaveAttribute(
      'href',
      '#mobile-money',
    )
    await block.getByRole('link', { name: 'Par virement bancaire' }).click()
    await expect(page).toHaveURL(/#bank-transfer$/)
    await expect
      .poll(() => page.locator('#donate-bank').evaluate((heading) => heading.getBoundingClientRect().top))
      .toBeLessThan(200)
    if (viewport.width >= 1024) {
      // The three operators side by side: no column of cards beside an empty space.
      const tops = await page
        .locator('#mobile-money article')
        .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)))
      expect(tops).toHaveLength(3)
      expect(new Set(tops).size).toBe(1)
    }
  })
}

test('at 360 px every control of the page is at least 24 × 24 px, and its main actions 44 × 44', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/fr/don')
  await waitForApp(page)
  const controls = await page.getByRole('main').evaluate((main) => {
    const all = [...main.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')]
    return all
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .map((control) => {
        control.scrollIntoView({ block: 'center', behavior: 'instant' })
        const box = control.getBoundingClientRect()
        const paragraph = control.closest('p, li')
        return {
          name: `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
          // A link in running text (WCAG 2.5.8 exempts it): inline, in a sentence longer than itself.
          inText:
            getComputedStyle(control).display === 'inline' &&
            paragraph !== null &&
            (paragraph.textContent ?? '').trim().length > (control.textContent ?? '').trim().length,
          main:
            control.matches('[data-copy], a[href^="tel:"], a[href^="#"]') ||
            control.matches('a[href^="https://wa.me"]'),
        }
      })
  })
  // 12 copy buttons (6 for mobile money, 6 for the bank), 3 codes to dial, the 4 ways to give at the top (3
  // operators, the bank), 2 links to another way to give, the WhatsApp share.
  expect(controls.filter((control) => control.main).length).toBe(12 + 3 + 4 + 2 + 1)
  expect(
    controls.filter((control) => !control.inText && (control.width < 24 || control.height < 24)),
  ).toEqual([])
  expect(controls.filter((control) => control.main && (control.width < 44 || control.height < 44))).toEqual(
    [],
  )
})

for (const pagePath of ['/fr/don', '/en/don']) {
  test(`at 360 px ${pagePath} does not scroll sideways at load, before any scroll`, async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(pagePath)
    // Measured as the page is, with its lower blocks still skipped (docs/architecture.md#rendering-below-the-fold):
    // a skipped box's stand-in size must not widen the page.
    const widths = () =>
      page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }))
    const atLoad = await widths()
    expect(atLoad.page, 'page width at load').toBeLessThanOrEqual(atLoad.screen)
    await waitForApp(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const ready = await widths()
    expect(ready.page, 'page width once its script has run').toBeLessThanOrEqual(ready.screen)
  })
}

for (const scripts of ['run', 'never arrive'] as const) {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`axe finds nothing on the donation page at ${viewport.width} px when its scripts ${scripts}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // axe runs in the page, so the page keeps JavaScript; its own scripts fail, as on a flaky network.
      if (scripts === 'never arrive')
        await page.route('**/*', (route) =>
          route.request().resourceType() === 'script' ? route.abort() : route.continue(),
        )
      for (const lang of ['fr', 'en']) {
        await page.goto(`/${lang}/don`)
        if (scripts === 'run') await waitForApp(page)
        await expect(page.locator('#bank-transfer button[data-copy]').first()).toBeVisible({
          visible: scripts === 'run',
        })
        expect(await axeViolations(page), `/${lang}/don`).toEqual([])
      }
    })
  }
}
