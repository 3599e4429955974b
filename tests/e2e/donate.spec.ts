import type { Page } from '@playwright/test'
import { expect, test, waitForApp, waitForBlock } from './support/fixtures'

// The donation page (SPEC §2 "Donation", §5; DESIGN decision 6).

async function fillCardForm(
  page: Page,
  values: { amount: string; card: string; expiry: string; cvv: string },
) {
  await page.getByLabel('Montant du don (FCFA)').fill(values.amount)
  await page.getByLabel('Numéro de carte').fill(values.card)
  await page.getByLabel("Date d'expiration").fill(values.expiry)
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
    ["Date d'expiration", 'Le mois doit être compris entre 01 et 12.'],
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
  await page.getByLabel("Date d'expiration").fill('1227')
  await page.getByRole('button', { name: 'Valider mon don' }).click()
  await expect(page.getByText("La date d'expiration s'écrit MM/AA, par exemple 08/27.")).toBeVisible()
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
  await page.getByLabel("Date d'expiration").fill('08/27')
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
  await expect(outcome).toContainText("Le paiement en ligne par carte n'est pas encore ouvert")
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
  for (const value of ['10', '15K+', '45', '23']) {
    await expect(
      page.locator('section[aria-labelledby="donate-stats"]').getByText(value, { exact: true }),
    ).toBeVisible()
  }
  await expect(page.getByText('déjà financés par notre fonds commun grâce à vos dons.')).toBeVisible()
})
