import { expect, test, waitForApp } from './support/fixtures'

/*
 * docs/behaviour.md#build-time-failure-policy: a build that is not strict, from a back-end whose partners and
 * strategies endpoints failed with no earlier snapshot (scripts/e2e.ts, failingApiBuild), draws those blocks
 * in their unavailable state at build time. The browser never asks the API for them.
 */

test.use({ viewport: { width: 1366, height: 900 } })

test.afterEach(async ({ siteWithFailingApi }) => siteWithFailingApi.api.clearFaults())

for (const { lang, strategiesError, becomePartner } of [
  {
    lang: 'fr',
    strategiesError: 'Erreur lors du chargement des stratégies',
    becomePartner: 'Devenez partenaire',
  },
  { lang: 'en', strategiesError: 'Error loading the strategies', becomePartner: 'Become a partner' },
]) {
  test(`/${lang} built while partners and strategies failed: their unavailable states, no request for them, no spinner`, async ({
    page,
    siteWithFailingApi: site,
  }) => {
    // The back-end behind the page fails them too, as it did at build time.
    site.api.injectFault('/api/partners/', { status: 503 })
    site.api.injectFault('/api/strategies/', { status: 503 })
    const requests: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) requests.push(url.pathname)
    })
    await page.goto(`${site.url}/${lang}`)
    await waitForApp(page)
    // Down to the footer as a reader goes, so that every island of the page is due and hydrates.
    await page.keyboard.press('Shift')
    await expect
      .poll(() =>
        page.evaluate(async () => {
          for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
            window.scrollTo({ top, behavior: 'instant' })
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          }
          return document.querySelectorAll('[data-island]:not([data-hydrated="true"])').length
        }),
      )
      .toBe(0)

    const strategies = page.locator('section[aria-labelledby="home-strategies-title"]')
    await expect(strategies.getByRole('alert')).toContainText(strategiesError)
    await expect(strategies.getByRole('button')).toHaveCount(0)
    await expect(strategies.locator('ul article')).toHaveCount(0)
    await expect(page.locator('[data-partners-state]')).toHaveAttribute('data-partners-state', 'unavailable')
    await expect(page.locator('[data-partners]')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: becomePartner })).toBeVisible()
    // The blocks whose endpoints answered are drawn from the build.
    await expect(page.locator('section[aria-labelledby="home-projects-title"] article').first()).toBeVisible()
    await expect(page.locator('section[aria-labelledby="home-articles-title"] article')).toHaveCount(6)
    // Nothing on the screen still waits for data.
    await expect(page.locator('[aria-busy="true"], [data-skeleton], .animate-spin')).toHaveCount(0)
    expect(requests.filter((path) => /^\/api\/(partners|strategies)\//.test(path))).toEqual([])
  })
}
