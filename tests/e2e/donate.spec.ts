import type { Page } from '@playwright/test'
import { expect, test, waitForApp, waitForBlock } from './support/fixtures'

// The donation page (docs/behaviour.md#donation, docs/behaviour.md#forms,
// docs/behaviour.md#card-payment-not-open, docs/behaviour.md#donation-page-order).

async function fillCardForm(
  page: Page,
  values: { amount: string; card: string; expiry: string; cvv: string },
) {
  await page.getByLabel('Montant du don (FCFA)').fill(values.amount)
  await page.getByLabel('Numéro de carte').fill(values.card)
  await page.getByLabel('Date d’expiration').fill(values.expiry)
  await page.getByLabel('Code de sécurité (CVV)').fill(values.cvv)
}

test('each invalid value gets its own message next to its field, in French', async ({ page }) => {
  await page.goto('/fr/don')
  await waitForApp(page)
  await fillCardForm(page, { amount: '99', card: '1234 5678', expiry: '13/27', cvv: '12' })
  await page.getByRole('button', { name: 'Valider mon don' }).click()
  const expectations = [
    ['Montant du don (FCFA)', 'Le don minimum est de 100 FCFA.'],
    ['Numéro de carte', 'Le numéro de carte doit comporter de 13 à 19 chiffres (les espaces sont acceptés).'],
    ['Date d’expiration', 'Le mois doit être compris entre 01 et 12.'],
    ['Code de sécurité (CVV)', 'Le code de sécurité comporte exactement 3 chiffres.'],
  ] as const
  for (const [label, message] of expectations) {
    const field = page.getByLabel(label)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&')))
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(page.getByLabel('Montant du don (FCFA)')).toBeFocused()
  await expect(page.getByText('Merci pour votre générosité !')).toHaveCount(0)

  // A corrected field loses its message; the expiry format has its own message.
  await page.getByLabel('Date d’expiration').fill('1227')
  await page.getByRole('button', { name: 'Valider mon don' }).click()
  await expect(page.getByText('La date d’expiration s’écrit MM/AA, par exemple 08/27.')).toBeVisible()
})

test('empty fields are reported in English on the English page', async ({ page }) => {
  await page.goto('/en/don')
  await waitForApp(page)
  await page.getByRole('button', { name: 'Confirm my gift' }).click()
  for (const message of [
    'Enter the amount of your gift.',
    'Enter your card number.',
    'Enter the expiry date of the card.',
    'Enter the security code (CVV).',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
})

test('a valid form sends nothing and points to mobile money', async ({ page }) => {
  await page.goto('/fr/don')
  await waitForApp(page)
  await page.getByRole('button', { name: /^5\s000 FCFA$/ }).click()
  await expect(page.getByLabel('Montant du don (FCFA)')).toHaveValue('5000')
  await expect(page.getByRole('button', { name: /^5\s000 FCFA$/ })).toHaveAttribute('aria-pressed', 'true')
  await page.getByLabel('Numéro de carte').fill('4111 1111 1111 1111')
  await page.getByLabel('Date d’expiration').fill('08/27')
  await page.getByLabel('Code de sécurité (CVV)').fill('123')
  await page.waitForLoadState('networkidle')
  // The footer's code comes when the footer nears the screen: not a request of the form.
  await waitForBlock(page.getByRole('contentinfo'))

  const requests: string[] = []
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))

  await page.getByRole('button', { name: 'Valider mon don' }).click()
  const outcome = page.getByRole('status').filter({ hasText: 'Merci pour votre générosité !' })
  await expect(outcome).toBeVisible()
  await expect(outcome).toContainText('Le paiement en ligne par carte n’est pas encore ouvert')
  await expect(outcome).toContainText(/5\s000 FCFA/)
  await expect(outcome.getByRole('link', { name: 'Voir les instructions Mobile Money' })).toHaveAttribute(
    'href',
    '#mobile-money',
  )
  // The card details are forgotten at once.
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('')
  await expect(page.getByLabel('Code de sécurité (CVV)')).toHaveValue('')
  await page.waitForTimeout(500)
  expect(requests).toEqual([])
  expect(logged.filter((text) => text.includes('4111') || text.includes('08/27'))).toEqual([])
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toContain('4111')
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
  await expect.poll(() => warnings.length).toBeGreaterThan(0)
  await expect(page.getByRole('button', { name: 'Copié ! (*126#)' })).toHaveCount(0)
})

test('the page warns that banking details are never asked by phone or SMS, and shows the figures', async ({
  page,
}) => {
  await page.goto('/fr/don')
  await waitForApp(page)
  await expect(page.getByText(/ne vous demandera jamais vos coordonnées bancaires/)).toBeVisible()
  const tiles = page.locator('section[aria-labelledby="donate-stats"] li')
  for (const [label, value] of [
    ['Projets actifs', /^10$/],
    ['Bénéficiaires', /^85\s000$/],
    ['Communes', /^10$/],
    ['Partenaires', /^23$/],
  ] as const) {
    const tile = tiles.filter({ hasText: label })
    await expect(tile).toHaveCount(1)
    await expect(tile.getByText(value)).toBeVisible()
  }
  await expect(page.getByText('Notre fonds commun a déjà financé 10 projets grâce à vos dons.')).toBeVisible()
  // The fund's claim is said once, not again as a second "10 projets" block.
  const text = await page.getByRole('main').innerText()
  expect(text.match(/10 projets/g)).toHaveLength(1)
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

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px, mobile money comes before the card form, which says at once that card payment opens soon`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/fr/don')
    await waitForApp(page)
    const mobile = (await page.locator('#mobile-money').boundingBox())!
    const card = page.locator('section[aria-labelledby="donate-card-title"]')
    const cardBox = (await card.boundingBox())!
    expect(mobile.y + mobile.height).toBeLessThanOrEqual(cardBox.y)
    // Before the visitor types anything: the notice sits above the first field.
    const notice = card.getByText('Le paiement en ligne par carte ouvre bientôt.')
    await expect(notice).toBeVisible()
    const noticeBox = (await notice.boundingBox())!
    const firstField = (await page.getByLabel('Montant du don (FCFA)').boundingBox())!
    expect(noticeBox.y).toBeLessThan(firstField.y)
    await expect(card.getByRole('link', { name: 'Voir les codes Mobile Money' })).toHaveAttribute(
      'href',
      '#mobile-money',
    )
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
