import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import { expect, showArticleInteractions, test, waitForApp, type Site } from './support/fixtures'

// Sharing where people talk (WhatsApp) and mobile-money codes that open the dialler
// (docs/behaviour.md#share-menu-extras).

async function prerenderedArticle(site: Site): Promise<{ slug: string; title_fr: string }> {
  const response = await fetch(`${site.url}/api/articles/?page_size=100`)
  const { results } = (await response.json()) as { results: { slug: string; title_fr: string }[] }
  const found = results.find((a) => !a.slug.startsWith('e2e-'))
  expect(found).toBeDefined()
  return found!
}

async function ussdCodes(): Promise<string[]> {
  const settings = parse(await readFile('content/settings.yaml', 'utf8')) as {
    mobileMoney?: { ussd: string }[]
  }
  return (settings.mobileMoney ?? []).map((operator) => operator.ussd)
}

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript, an article offers WhatsApp as a plain link in a new tab, with its title and public address`, async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({
      baseURL: site.url,
      javaScriptEnabled,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const article = await prerenderedArticle(site)
    await page.goto(`/fr/actualite/${article.slug}`)
    const whatsapp = page.getByRole('main').getByRole('link', { name: /^Partager sur WhatsApp/ })
    await expect(whatsapp).toBeVisible()
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(whatsapp).toHaveAttribute('rel', /\bnoopener\b/)
    const href = new URL((await whatsapp.getAttribute('href'))!)
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/')
    const title = await page.locator('main h1').first().innerText()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(href.searchParams.get('text')).toBe(`${title} ${canonical}`)
    if (javaScriptEnabled) {
      // The share menu holds the actions that need the script, WhatsApp not twice.
      await waitForApp(page)
      await showArticleInteractions(page)
      await page.getByRole('button', { name: 'Partager' }).click()
      const menu = page.getByRole('list', { name: 'Partager cet article' })
      await expect(menu.getByRole('link', { name: 'Facebook', exact: true })).toBeVisible()
      await expect(menu.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0)
      // No system share sheet in this browser: the menu does not offer one.
      await expect(menu.getByRole('button', { name: 'Autres applications…' })).toHaveCount(0)
    }
    await context.close()
  })
}

test('where the browser has a share sheet, it is one more entry of the full menu', async ({ page, site }) => {
  // Chromium on Linux has no Web Share API: give the page one that records what it is asked to share.
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { sharedData: shared })
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data)
        return Promise.resolve()
      },
    })
  })
  const article = await prerenderedArticle(site)
  await page.goto(`/fr/actualite/${article.slug}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  const share = page.getByRole('button', { name: 'Partager' })
  await share.click()
  const menu = page.getByRole('list', { name: 'Partager cet article' })
  for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Email'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Copier le lien' })).toBeVisible()
  await menu.getByRole('button', { name: 'Autres applications…' }).click()
  await expect(share).toHaveAttribute('aria-expanded', 'false')
  await expect(share).toBeFocused()
  const shared = await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)
  expect(shared).toHaveLength(1)
  expect(shared[0]!.url).toBe(page.url())
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`donation page, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('USSD codes are tel: links with # encoded, each with its copy button where it can work', async ({
      page,
    }) => {
      const codes = await ussdCodes()
      expect(codes.length).toBeGreaterThan(0)
      await page.goto('/fr/don')
      if (javaScriptEnabled) await waitForApp(page)
      const section = page.locator('#mobile-money')
      for (const code of codes) {
        const link = section.getByRole('link', { name: `${code} (ouvrir dans le composeur)` })
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', `tel:${code.replaceAll('#', '%23')}`)
        // Without JavaScript the button could not copy: it is not shown (docs/behaviour.md#donation).
        const copy = section.locator('button', { hasText: `(${code})` })
        await expect(copy).toHaveCount(1)
        if (javaScriptEnabled)
          await expect(section.getByRole('button', { name: `Copier (${code})` })).toBeVisible()
        else await expect(copy).toBeHidden()
      }
    })

    test('the page can be shared on WhatsApp', async ({ page }) => {
      await page.goto('/en/don')
      const link = page.getByRole('link', { name: /^Share on WhatsApp/ })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
      const href = new URL((await link.getAttribute('href'))!)
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/')
      // The page's public address, as its canonical link gives it (SITE_URL at build time).
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toMatch(/\/en\/don$/)
      expect(href.searchParams.get('text')).toBe(
        `Support the Association Humanitaire du Bénin: make a gift ${canonical}`,
      )
    })
  })
}
