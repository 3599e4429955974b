import type { Page } from '@playwright/test'
import { expect, test, waitForApp, type Site } from './support/fixtures'

// The run-time states of the pages built from API snapshots (docs/behaviour.md#states). A page whose
// build-time data is missing is prerendered with its body as an island that fetches the data in the browser;
// the e2e run builds these pages a second time without their snapshots (scripts/e2e.ts), served by
// `siteWithoutData`. The reference back-end is then made slow or failing with its fault table.

/** Opens `path` as built without its data, and marks the document to tell a reload from an in-place fetch. */
async function openWithoutBuiltData(page: Page, site: Site, path: string): Promise<void> {
  await page.goto(site.url + path)
  await waitForApp(page)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}

async function marker(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { marker?: number }).marker)
}

test.afterEach(async ({ siteWithoutData }) => {
  siteWithoutData.api.clearFaults()
})

for (const { path, endpoint, heading } of [
  { path: '/fr/about', endpoint: '/api/about-page/', heading: 'Préface' },
  { path: '/fr/mission', endpoint: '/api/mission-page/', heading: 'Le contexte' },
  { path: '/fr/historique', endpoint: '/api/historique-page/', heading: 'Notre parcours' },
]) {
  test(`${path} shows "Chargement..." while its data loads, then the page`, async ({
    page,
    siteWithoutData: site,
  }) => {
    site.api.injectFault(endpoint, { delayMs: 1500 })
    await openWithoutBuiltData(page, site, path)
    await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toHaveCount(0)
    expect(await marker(page)).toBe(1)
  })

  test(`${path} shows the page error when the back-end fails`, async ({ page, siteWithoutData: site }) => {
    site.api.injectFault(endpoint, { status: 500 })
    await openWithoutBuiltData(page, site, path)
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'Erreur de chargement' })).toBeVisible()
    await expect(alert.getByText('Erreur lors du chargement de la page')).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test(`${path} says "Aucune donnée disponible" when the back-end has no content`, async ({
    page,
    siteWithoutData: site,
  }) => {
    await page.route(`**${endpoint}`, (route) => route.fulfill({ json: {} }))
    await openWithoutBuiltData(page, site, path)
    await expect(page.getByText('Aucune donnée disponible')).toBeVisible()
  })
}

for (const path of ['/fr/about', '/fr/historique']) {
  test(`${path}: "Réessayer" reloads the page`, async ({ page, siteWithoutData: site }) => {
    site.api.injectFault(path === '/fr/about' ? '/api/about-page/' : '/api/historique-page/', { status: 500 })
    await openWithoutBuiltData(page, site, path)
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible()
    site.api.clearFaults()
    await page.getByRole('button', { name: 'Réessayer' }).click()
    await page.waitForFunction(() => !(window as unknown as { marker?: number }).marker)
    await waitForApp(page)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.locator('main h2').first()).toBeVisible()
  })
}

test('/fr/mission: "Réessayer" fetches again in place, without reloading', async ({
  page,
  siteWithoutData: site,
}) => {
  site.api.injectFault('/api/mission-page/', { status: 500 })
  await openWithoutBuiltData(page, site, '/fr/mission')
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  site.api.clearFaults()
  await page.getByRole('button', { name: 'Réessayer' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Nos cinq piliers d’action' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(await marker(page)).toBe(1)
})

test.describe('team', () => {
  test('shows "Chargement..." then the members', async ({ page, siteWithoutData: site }) => {
    site.api.injectFault('/api/team/', { delayMs: 1500 })
    await openWithoutBuiltData(page, site, '/fr/equipe')
    await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre équipe')
    await expect(page.locator('section[aria-labelledby="team-members"] h3').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Nos valeurs' })).toBeVisible()
  })

  test('shows its error panel, and "Réessayer" reloads the page', async ({ page, siteWithoutData: site }) => {
    site.api.injectFault('/api/team/', { status: 500 })
    await openWithoutBuiltData(page, site, '/fr/equipe')
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'Erreur de chargement' })).toBeVisible()
    await expect(alert.getByText('Erreur lors du chargement de l’équipe')).toBeVisible()
    site.api.clearFaults()
    await alert.getByRole('button', { name: 'Réessayer' }).click()
    await page.waitForFunction(() => !(window as unknown as { marker?: number }).marker)
    await waitForApp(page)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('says "Aucun membre d\'équipe disponible" when the team is empty', async ({
    page,
    siteWithoutData: site,
  }) => {
    await page.route('**/api/team/', (route) => route.fulfill({ json: [] }))
    await openWithoutBuiltData(page, site, '/fr/equipe')
    await expect(page.getByText('Aucun membre d’équipe disponible')).toBeVisible()
  })
})

test('the English page shows the English states', async ({ page, siteWithoutData: site }) => {
  site.api.injectFault('/api/about-page/', { status: 500 })
  await openWithoutBuiltData(page, site, '/en/about')
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { name: 'Loading error' })).toBeVisible()
  await expect(alert.getByText('The page could not be loaded')).toBeVisible()
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
})
