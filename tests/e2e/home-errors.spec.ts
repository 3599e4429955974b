import type { Page } from '@playwright/test'
import { expect, test, waitForApp, type Site } from './support/fixtures'

/*
 * The run-time states of the home page's blocks. They appear when the build had no snapshot for a block: the
 * page then renders the block as an island that asks the API itself. The e2e run builds the home page a
 * second time without those snapshots (scripts/e2e.ts), served by `siteWithoutData`, and the test makes the
 * reference back-end fail where it says.
 */

test.use({ viewport: { width: 1366, height: 900 } })

test.afterEach(async ({ siteWithoutData }) => siteWithoutData.api.clearFaults())

/**
 * Opens /fr as built without any home block's data, marks the document (to tell a reload from an in-place
 * fetch) and brings every block near the screen in turn: a block hydrates, and fetches, only then.
 */
async function openHomeWithoutBuildData(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.url}/fr`)
  await expect(page).toHaveURL(/\/fr$/)
  await waitForApp(page)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  // Each poll brings the blocks not hydrated yet near the screen, one after the other, and counts them.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const waiting = [...document.querySelectorAll('[data-island]:not([data-hydrated="true"])')]
        for (const island of waiting) {
          // The island's element takes no box (display: contents): its content, or else its place, does.
          ;(island.firstElementChild ?? island.parentElement)?.scrollIntoView({
            block: 'center',
            behavior: 'instant',
          })
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        }
        return document.querySelectorAll('[data-island]:not([data-hydrated="true"])').length
      }),
    )
    .toBe(0)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)
}

const section = (page: Page, titleId: string) => page.locator(`section[aria-labelledby="${titleId}"]`)

test('without build data the blocks load from the API and show the same content', async ({
  page,
  siteWithoutData: site,
}) => {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) requests.push(url.pathname + url.search)
  })
  await openHomeWithoutBuildData(page, site)
  expect(await stillSameDocument(page)).toBe(true)
  await expect(page.locator('[data-current="true"]')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Lire la vidéo/ })).toBeVisible()
  await expect(section(page, 'home-events-title').locator('article').first()).toBeVisible()
  await expect(section(page, 'home-projects-title').locator('article').first()).toBeVisible()
  await expect(section(page, 'home-focus-title').locator('article').first()).toBeVisible()
  await expect(section(page, 'home-odd-title').locator('[data-odd-state="ready"]')).toBeVisible()
  await expect(section(page, 'home-articles-title').locator('article')).toHaveCount(6)
  await expect(page.locator('aside[aria-labelledby="home-recent-title"] li')).toHaveCount(3)
  await expect(section(page, 'home-strategies-title').locator('article').first()).toBeVisible()
  await expect(page.locator('[data-partners] img').first()).toBeVisible()
  expect(requests).toEqual(
    expect.arrayContaining([
      '/api/hero-slides/',
      '/api/presentation-videos/',
      '/api/events/?filter=upcoming',
      '/api/projects/',
      '/api/focus-items/',
      '/api/odd-sections/',
      '/api/articles/?page=1&page_size=6&sort=-published_at',
      '/api/articles/?page=1&page_size=3&sort=-published_at',
      '/api/strategies/',
      '/api/partners/',
    ]),
  )
})

test('slider failure: heading, text and a retry that reloads the page', async ({
  page,
  siteWithoutData: site,
}) => {
  site.api.injectFault('/api/hero-slides/', { status: 500 })
  await openHomeWithoutBuildData(page, site)
  const alert = page.getByRole('alert').filter({ hasText: 'Impossible de charger les diapositives.' })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('heading', { name: 'Erreur de chargement' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  site.api.clearFaults()
  const reloaded = page.waitForEvent('load')
  await alert.getByRole('button', { name: 'Réessayer' }).click()
  await reloaded
  expect(await stillSameDocument(page)).toBe(false)
  await waitForApp(page)
  await expect(page.locator('[data-current="true"]')).toBeVisible()
})

test('slider with no slides: the no-slides message', async ({ page, siteWithoutData: site }) => {
  await page.route(/\/api\/hero-slides\/$/, (route) => route.fulfill({ json: [] }))
  await openHomeWithoutBuildData(page, site)
  await expect(page.getByText('Aucune diapositive pour le moment')).toBeVisible()
  await expect(page.getByText('Les images de nos actions arrivent bientôt.')).toBeVisible()
})

test('projects failure: the message and the three built-in projects', async ({
  page,
  siteWithoutData: site,
}) => {
  site.api.injectFault('/api/projects/', { status: 503 })
  await openHomeWithoutBuildData(page, site)
  const projects = section(page, 'home-projects-title')
  await expect(projects.getByText('Nos projets n’ont pas pu être chargés.')).toBeVisible()
  await expect(projects.locator('article')).toHaveCount(3)
  const hrefs = await projects
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual([
    '/fr/projet/projets-acces-eau',
    '/fr/projet/projets-sante',
    '/fr/projet/high-5-transformer-benin',
  ])
  await expect(projects.getByRole('heading', { level: 3, name: 'Accès à l’eau potable' })).toBeVisible()
})

test('projects empty: the no-projects message', async ({ page, siteWithoutData: site }) => {
  await page.route(/\/api\/projects\/$/, (route) => route.fulfill({ json: [] }))
  await openHomeWithoutBuildData(page, site)
  await expect(
    section(page, 'home-projects-title').getByText('Aucun projet à présenter pour le moment.'),
  ).toBeVisible()
})

test('focus failure: the message with a retry that asks again in place', async ({
  page,
  siteWithoutData: site,
}) => {
  site.api.injectFault('/api/focus-items/', { status: 500 })
  await openHomeWithoutBuildData(page, site)
  const focus = section(page, 'home-focus-title')
  await expect(focus.getByText('Impossible de charger les contenus à la une.')).toBeVisible()
  site.api.clearFaults()
  const request = page.waitForRequest(/\/api\/focus-items\/$/)
  await focus.getByRole('button', { name: 'Réessayer' }).click()
  await request
  await expect(focus.locator('article').first()).toBeVisible()
  expect(await stillSameDocument(page)).toBe(true)
})

test('focus empty: the no-items message', async ({ page, siteWithoutData: site }) => {
  await page.route(/\/api\/focus-items\/$/, (route) => route.fulfill({ json: [] }))
  await openHomeWithoutBuildData(page, site)
  await expect(
    section(page, 'home-focus-title').getByText('Aucun contenu à la une pour le moment.'),
  ).toBeVisible()
})

test('strategies failure: the message with a retry that reloads the page', async ({
  page,
  siteWithoutData: site,
}) => {
  site.api.injectFault('/api/strategies/', { status: 500 })
  await openHomeWithoutBuildData(page, site)
  const strategies = section(page, 'home-strategies-title')
  await expect(strategies.getByText('Erreur lors du chargement des stratégies')).toBeVisible()
  await expect(strategies.getByRole('heading', { name: 'Erreur de chargement' })).toBeVisible()
  await expect(strategies.locator('ul article')).toHaveCount(0)
  site.api.clearFaults()
  const reloaded = page.waitForEvent('load')
  await strategies.getByRole('button', { name: 'Réessayer' }).click()
  await reloaded
  expect(await stillSameDocument(page)).toBe(false)
})

test('partners failure: the strip is hidden, the call to become a partner stays', async ({
  page,
  siteWithoutData: site,
}) => {
  site.api.injectFault('/api/partners/', { status: 500 })
  await openHomeWithoutBuildData(page, site)
  const partners = page.locator('[data-partners-state]')
  await expect(partners).toHaveAttribute('data-partners-state', 'error')
  await expect(page.locator('[data-partners]')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Nos partenaires' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Devenez partenaire' })).toBeVisible()
  await expect(partners.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/fr/contact')
})

test('video and events failures hide their blocks; articles failure empties the lists', async ({
  page,
  siteWithoutData: site,
}) => {
  site.api.injectFault('/api/presentation-videos/', { status: 500 })
  site.api.injectFault('/api/events/', { status: 500 })
  site.api.injectFault('/api/articles/', { status: 500 })
  await openHomeWithoutBuildData(page, site)
  const articles = section(page, 'home-articles-title')
  await expect(articles.getByText('Aucun article pour le moment.')).toBeVisible()
  await expect(page.getByText('Aucun article récent.')).toBeVisible()
  await expect(section(page, 'home-video-title')).toHaveCount(0)
  await expect(section(page, 'home-events-title')).toHaveCount(0)
})

test('ODD failure: a panel with a retry; no active section: the no-sections message', async ({
  page,
  siteWithoutData: site,
}) => {
  site.api.injectFault('/api/odd-sections/', { status: 500 })
  await openHomeWithoutBuildData(page, site)
  const odd = section(page, 'home-odd-title')
  await expect(odd.getByText('Impossible de charger la section ODD.')).toBeVisible()
  site.api.clearFaults()
  await page.route(/\/api\/odd-sections\/$/, (route) =>
    route.fulfill({ json: [{ id: 1, is_active: false, order: 1, title_fr: 'Inactive' }] }),
  )
  await odd.getByRole('button', { name: 'Réessayer' }).click()
  await expect(odd.getByText('Aucune section ODD n’est publiée pour le moment.')).toBeVisible()
})

test('a partner logo that fails to load is hidden, and the partner’s name shows in its place', async ({
  page,
  siteWithoutData: site,
}) => {
  let failed = ''
  let withLogo = 0
  await page.route(/\/api\/partners\/$/, async (route) => {
    const response = await route.fetch()
    const partners = (await response.json()) as { logo_url?: string | null; logo?: string | null }[]
    const logos = partners
      .map((partner) => partner.logo_url ?? partner.logo)
      .filter((logo): logo is string => !!logo)
    withLogo = logos.length
    failed = new URL(logos[0]!).pathname
    await route.fulfill({ response, json: partners })
  })
  await page.route(/\/media\//, (route) =>
    new URL(route.request().url()).pathname === failed
      ? route.fulfill({ status: 404, body: '' })
      : route.continue(),
  )
  await openHomeWithoutBuildData(page, site)
  const strip = page.locator('[data-partners]')
  await strip.scrollIntoViewIfNeeded()
  // The logos a visitor sees: a broken one's box is hidden (src/client/image-fallback.ts), not removed.
  const sources = () =>
    strip
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter((image) => !image.closest('[hidden]'))
          .map((image) => new URL((image as HTMLImageElement).src).pathname),
      )
  await expect.poll(sources).not.toContain(failed)
  expect(withLogo).toBeGreaterThan(1)
  expect(await sources()).toHaveLength(withLogo - 1)
  // Its card stays, with the name set in type where the logo was.
  const card = strip.locator('li').filter({ has: page.locator(`img[src$="${failed}"]`) })
  await expect(card).toBeVisible()
  await expect(card.locator('span')).toBeVisible()
  expect((await card.locator('span').textContent())?.trim()).not.toBe('')
  // What the visitor sees: the broken logo takes no room, every other one is there.
  await expect(strip.locator(`img[src$="${failed}"]`)).toBeHidden()
  await expect(strip.locator('img:visible')).toHaveCount(withLogo - 1)
})
