import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { startSiteServer } from '../../scripts/lib/site-server'
import { E2E_DIST_DIR, expect, test, waitForApp, waitForBlock, type Site } from './support/fixtures'
import { E2E_SNAPSHOT_DIR } from './support/paths'

interface ApiArticle {
  id: number
  slug: string
  title_fr: string
  title_en: string
  category: number | null
  published_at: string
}

interface ApiPage {
  results: ApiArticle[]
  pagination: { total_count: number; total_pages: number }
}

/** The reference back-end's answer for a listing query (what the page must agree with). */
async function listing(site: Site, query: Record<string, string>): Promise<ApiPage> {
  const params = new URLSearchParams({ page_size: '9', ...query })
  const response = await fetch(`${site.url}/api/articles/?${params}`)
  expect(response.ok).toBe(true)
  return (await response.json()) as ApiPage
}

const cardTitles = (page: Page) => page.locator('main article h3')
const searchBox = (page: Page, name = 'Rechercher un article') =>
  page.getByRole('main').getByRole('searchbox', { name, exact: true })
const pages = (page: Page, name = 'Pages des actualités') => page.getByRole('navigation', { name })
const countText = (total: number) => `${total} ${total > 1 ? 'articles trouvés' : 'article trouvé'}`
/** The count of a search, which says what it searched: the titles and the texts. */
const searchedText = (total: number, words: string) =>
  new RegExp(
    `^${total} ${total > 1 ? 'articles' : 'article'} dont le titre ou le texte contient «\\s?${words}\\s?»$`,
  )

/** The search form of the server: accents and case do not matter ('Santé' and 'SANTE' are the same). */
const normalized = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘]/g, "'")

test.afterEach(({ site }) => site.api.clearFaults())

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the prerendered first page reads completely: stats, 9 cards, pagination, feed link', async ({
    page,
  }) => {
    await page.goto('/fr/actualites')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités')
    await expect(page.getByText('Articles publiés')).toBeVisible()
    await expect(page.getByText('Articles des 30 derniers jours')).toBeVisible()
    await expect(cardTitles(page)).toHaveCount(9)
    for (const card of await page.locator('main article').all()) {
      await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/fr\/actualite\/[\w-]+$/)
      await expect(card.getByRole('link', { name: /^Lire la suite/ })).toBeVisible()
      await expect(card.locator('img')).toHaveAttribute('width', '800')
    }
    await expect(pages(page).getByRole('link', { name: 'Page précédente' })).toBeDisabled()
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/fr\/rss\.xml$/,
    )
  })

  test('the whole archive is browsed page by page: each page of the plain list is a prerendered page', async ({
    page,
  }) => {
    // What the build listed, newest first (the API may have more by now: other tests add articles).
    const built = (
      JSON.parse(readFileSync(path.join(E2E_SNAPSHOT_DIR, 'articles.json'), 'utf8')) as {
        data: { title: { fr: string } }[]
      }
    ).data.map((article) => article.title.fr)
    const total = Math.ceil(built.length / 9)
    expect(total).toBeGreaterThan(2)
    await page.goto('/fr/actualites')
    const nav = pages(page)
    await nav.getByRole('link', { name: 'Page suivante' }).click()
    await expect(page).toHaveURL(/\/fr\/actualites\/page\/2$/)
    await expect(cardTitles(page)).toHaveText(built.slice(9, 18))
    await expect(nav.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await nav.getByRole('link', { name: `Page ${total}`, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/fr/actualites/page/${total}$`))
    await expect(cardTitles(page)).toHaveText(built.slice((total - 1) * 9))
    await expect(nav.getByRole('link', { name: 'Page suivante' })).toBeDisabled()
    await nav.getByRole('link', { name: 'Page 1', exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/actualites$/)
    await expect(cardTitles(page)).toHaveText(built.slice(0, 9))
    // The English list has its own pages.
    await page.goto('/en/actualites/page/2')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(cardTitles(page)).toHaveCount(9)
  })

  // Replaces "the search box is a GET form that lands on the search URL": without JavaScript that search
  // showed every article under the words typed (docs/behaviour.md#nothing-dead-without-javascript). Now the
  // search is not shown; the categories are pages.
  test('no search box, a line that says why, and category links to prerendered category pages', async ({
    page,
  }) => {
    const articles = (
      JSON.parse(readFileSync(path.join(E2E_SNAPSHOT_DIR, 'articles.json'), 'utf8')) as {
        data: {
          title: { fr: string }
          category: number | null
          categoryInfo: { libelle: { fr: string } } | null
        }[]
      }
    ).data
    await page.goto('/fr/actualites')
    await expect(page.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0)
    await expect(page.getByText(/^La recherche dans les actualités demande JavaScript/)).toBeVisible()
    const categories = page.getByRole('navigation', { name: 'Parcourir par catégorie' })
    await expect(categories.getByRole('link', { name: 'Toutes les catégories' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The category with the most articles: its page, then its second page when it has one.
    const counts = new Map<number, number>()
    for (const article of articles)
      if (article.category !== null) counts.set(article.category, (counts.get(article.category) ?? 0) + 1)
    const [id, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!
    const inIt = articles.filter((article) => article.category === id)
    const name = inIt[0]!.categoryInfo!.libelle.fr
    // Each link names its category, then its number of articles.
    await categories.getByRole('link', { name: `${name} ${count}`, exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/actualites\/categorie\/[a-z0-9-]+$/)
    const url = new URL(page.url())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page).toHaveTitle(`${name} – Actualités | AHB`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${url.pathname}$`),
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`${url.pathname.replace('/fr/', '/en/')}$`),
    )
    await expect(categories.getByRole('link', { name: `${name} ${count}`, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(cardTitles(page)).toHaveText(inIt.slice(0, 9).map((article) => article.title.fr))
    if (count > 9) {
      await pages(page).getByRole('link', { name: 'Page 2', exact: true }).click()
      await expect(page).toHaveURL(`${url.pathname}/page/2`)
      await expect(cardTitles(page)).toHaveText(inIt.slice(9, 18).map((article) => article.title.fr))
    }
  })
})

test('the category pages are in the sitemap, in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const found = sitemap.match(/<loc>[^<]*\/fr\/actualites\/categorie\/[a-z0-9-]+<\/loc>/g) ?? []
  expect(found.length).toBeGreaterThan(1)
  for (const loc of found) expect(sitemap).toContain(loc.replace('/fr/actualites/', '/en/actualites/'))
})

test('search is debounced, accent- and case-insensitive, and kept in the URL', async ({ page, site }) => {
  await page.goto('/fr/actualites')
  await waitForApp(page)
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/articles/?')) requests.push(request.url())
  })

  const eau = await listing(site, { search: 'eau' })
  expect(eau.pagination.total_count).toBeGreaterThan(0)
  await searchBox(page).pressSequentially('eau', { delay: 40 })
  await expect(page).toHaveURL(/\/fr\/actualites\?search=eau$/)
  await expect(page.getByText(searchedText(eau.pagination.total_count, 'eau'))).toBeVisible()
  await expect(cardTitles(page)).toHaveText(eau.results.map((article) => article.title_fr))
  // Typing three letters quickly asked for one list, not three.
  expect(requests.filter((url) => url.includes('search=e&') || url.includes('search=ea&'))).toEqual([])

  await searchBox(page).fill('Eau')
  await expect(page).toHaveURL(/\?search=Eau$/)
  expect((await listing(site, { search: 'Eau' })).pagination.total_count).toBe(eau.pagination.total_count)
  // The count says the words as typed.
  await expect(page.getByText(searchedText(eau.pagination.total_count, 'Eau'))).toBeVisible()
  await expect(cardTitles(page)).toHaveText(eau.results.map((article) => article.title_fr))

  const sante = await listing(site, { search: 'santé' })
  expect(sante.pagination.total_count).toBeGreaterThan(0)
  await searchBox(page).fill('SANTE')
  await expect(page).toHaveURL(/\?search=SANTE$/)
  await expect(page.getByText(searchedText(sante.pagination.total_count, 'SANTE'))).toBeVisible()
  await expect(cardTitles(page)).toHaveText(sante.results.map((article) => article.title_fr))
})

test('a shared search URL opens on its results', async ({ page, site }) => {
  const sante = await listing(site, { search: 'santé', sort: 'published_at' })
  await page.goto('/fr/actualites?search=sant%C3%A9&sort=published_at')
  await waitForApp(page)
  await expect(searchBox(page)).toHaveValue('santé')
  await expect(page.getByLabel('Trier par')).toHaveValue('published_at')
  await expect(cardTitles(page)).toHaveText(sante.results.map((article) => article.title_fr))
})

test('the category filter shows only that category and goes back to page 1', async ({ page, site }) => {
  const categories = (await (await fetch(`${site.url}/api/categories/`)).json()) as {
    id: number
    libelle_fr: string
  }[]
  const health = categories.find((category) => normalized(category.libelle_fr).includes('sante'))!
  const expected = await listing(site, { category: String(health.id) })

  await page.goto('/fr/actualites?page=2')
  await waitForApp(page)
  await expect(pages(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: health.libelle_fr })
  await expect(page).toHaveURL(new RegExp(`/fr/actualites\\?category=${health.id}$`))
  await expect(page.getByText(countText(expected.pagination.total_count))).toBeVisible()
  await expect(cardTitles(page)).toHaveText(expected.results.map((article) => article.title_fr))
  for (const card of await page.locator('main article').all()) {
    await expect(card.getByText(health.libelle_fr, { exact: true })).toBeVisible()
  }
})

test('sorting by oldest and by title', async ({ page, site }) => {
  await page.goto('/fr/actualites')
  await waitForApp(page)
  const oldest = await listing(site, { sort: 'published_at' })
  await page.getByLabel('Trier par').selectOption({ label: 'Plus anciens' })
  await expect(page).toHaveURL(/\?sort=published_at$/)
  await expect(cardTitles(page)).toHaveText(oldest.results.map((article) => article.title_fr))

  await page.getByLabel('Trier par').selectOption({ label: 'Titre (de A à Z)' })
  await expect(page).toHaveURL(/\?sort=title_fr$/)
  await expect(cardTitles(page)).toHaveCount(9)
  await expect(cardTitles(page).first()).not.toHaveText(oldest.results[0]!.title_fr)
  const titles = (await cardTitles(page).allTextContents()).map(normalized)
  expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
})

test('pages: numbers, previous and next, disabled at the ends, back button', async ({ page, site }) => {
  const first = await listing(site, {})
  const total = first.pagination.total_pages
  expect(total).toBeGreaterThan(2)
  await page.goto('/fr/actualites')
  await waitForApp(page)
  const nav = pages(page)
  // The visitor scrolls down to the page links: the list's code comes with that first use of the page.
  await waitForBlock(nav)
  await expect(nav.getByRole('link', { name: 'Page précédente' })).toBeDisabled()
  await expect(nav.getByRole('link', { name: 'Page suivante' })).toBeEnabled()

  await nav.getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/\/fr\/actualites\/page\/2$/)
  const second = await listing(site, { page: '2' })
  await expect(cardTitles(page)).toHaveText(second.results.map((article) => article.title_fr))
  await expect(nav.getByRole('link', { name: 'Page précédente' })).toBeEnabled()
  await expect(page.getByRole('heading', { name: 'Articles', exact: true })).toBeFocused()

  await nav.getByRole('link', { name: `Page ${total}`, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/actualites/page/${total}$`))
  await expect(nav.getByRole('link', { name: 'Page suivante' })).toBeDisabled()
  await expect(nav.getByRole('link', { name: `Page ${total}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await nav.getByRole('link', { name: 'Page précédente' }).click()
  await expect(page).toHaveURL(new RegExp(`/actualites/page/${total - 1}$`))
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/actualites/page/${total}$`))
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/fr\/actualites$/)
  await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
})

test('the list waits for the visitor: a reader fetches none of its code; a search typed before it arrives is run', async ({
  page,
  site,
}) => {
  const listCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(hydrate|framework|NewsList)-[\w-]+\.js$/.test(request.url())) listCode.push(request.url())
  })
  // The list's code comes slowly: what is typed below surely comes before the list has hydrated.
  await page.route(/\/assets\/NewsList-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await page.goto('/fr/actualites')
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  expect(listCode).toEqual([])
  const list = page.locator('[data-island="NewsList"]')
  await expect(list).not.toHaveAttribute('data-hydrated', 'true')
  await searchBox(page).fill('eau')
  await expect(list).not.toHaveAttribute('data-hydrated', 'true')
  await expect(searchBox(page)).toHaveValue('eau')
  const eau = await listing(site, { search: 'eau' })
  await expect(page).toHaveURL(/\/fr\/actualites\?search=eau$/)
  await expect(cardTitles(page)).toHaveText(eau.results.map((article) => article.title_fr))
  await expect(searchBox(page)).toHaveValue('eau')
})

test('a page link followed before the list has its code loads the prerendered page', async ({
  page,
  site,
}) => {
  await page.route(/\/assets\/NewsList-[\w-]+\.js$/, (route) => route.abort())
  await page.goto('/fr/actualites')
  await waitForApp(page)
  await pages(page).getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/\/fr\/actualites\/page\/2$/)
  const second = await listing(site, { page: '2' })
  await expect(cardTitles(page)).toHaveText(second.results.map((article) => article.title_fr))
  await expect(pages(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('a long list shows ellipses around the current pages', async ({ page }) => {
  test.slow()
  // A back-end of its own with many articles; the list asks it at run time because the URL has a query.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'news-pages-'))
  const server = await startSiteServer({ distDir: E2E_DIST_DIR, port: 0, api: { dataDir } })
  try {
    server.api.store.addSyntheticArticles(60)
    const { pagination } = (await (await fetch(`${server.url}/api/articles/?page_size=9`)).json()) as ApiPage
    expect(pagination.total_pages).toBeGreaterThanOrEqual(8)
    const last = pagination.total_pages
    await page.goto(`${server.url}/fr/actualites?page=5`)
    await waitForApp(page)
    const nav = pages(page)
    await expect(nav.getByRole('link', { name: 'Page 5', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const shown = nav.getByRole('link', { name: /^Page \d+$/ })
    const expected = [1, 3, 4, 5, 6, 7, last]
    await expect(shown).toHaveText(expected.map(String))
    await expect(nav.getByText('…')).toHaveCount(last > 8 ? 2 : 1)
  } finally {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})

test('clear filters and the empty state', async ({ page, site }) => {
  const all = await listing(site, {})
  await page.goto('/fr/actualites?search=xylophone&category=1&sort=title_fr')
  await waitForApp(page)
  await expect(page.getByText('Aucun article trouvé')).toBeVisible()
  await expect(page.getByText('Modifiez vos critères de recherche ou effacez les filtres.')).toBeVisible()
  await expect(page.getByText(searchedText(0, 'xylophone'))).toBeVisible()
  await expect(pages(page)).toHaveCount(0)

  const clearButtons = page.getByRole('button', { name: 'Effacer les filtres' })
  await expect(clearButtons).toHaveCount(2)
  await clearButtons.last().click()
  await expect(page).toHaveURL(/\/fr\/actualites$/)
  await expect(searchBox(page)).toHaveValue('')
  await expect(page.getByLabel('Catégorie', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Trier par')).toHaveValue('-published_at')
  await expect(page.getByText(countText(all.pagination.total_count))).toBeVisible()
  await expect(clearButtons).toHaveCount(0)
})

test('the back button brings the previous search back', async ({ page, site }) => {
  const eau = await listing(site, { search: 'eau' })
  const sante = await listing(site, { search: 'santé' })
  await page.goto('/fr/actualites')
  await waitForApp(page)
  await searchBox(page).fill('eau')
  await expect(page).toHaveURL(/\?search=eau$/)
  await expect(cardTitles(page)).toHaveText(eau.results.map((article) => article.title_fr))
  await searchBox(page).fill('santé')
  await expect(page).toHaveURL(/\?search=sant%C3%A9$/)
  await expect(cardTitles(page)).toHaveText(sante.results.map((article) => article.title_fr))

  await page.goBack()
  await expect(page).toHaveURL(/\?search=eau$/)
  await expect(searchBox(page)).toHaveValue('eau')
  await expect(cardTitles(page)).toHaveText(eau.results.map((article) => article.title_fr))
  await page.goBack()
  await expect(page).toHaveURL(/\/fr\/actualites$/)
  await expect(searchBox(page)).toHaveValue('')
  await page.goForward()
  await expect(searchBox(page)).toHaveValue('eau')
})

test('the list in English', async ({ page, site }) => {
  const water = await listing(site, { search: 'water' })
  await page.goto('/en/actualites')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  await expect(page.getByText('Published articles')).toBeVisible()
  await expect(
    page
      .locator('main article')
      .first()
      .getByRole('link', { name: /^Read more/ }),
  ).toBeVisible()
  await expect(page.getByLabel('Sort by').locator('option')).toHaveText([
    'Latest',
    'Oldest',
    'Title (A to Z)',
  ])
  await searchBox(page, 'Search for an article').fill('water')
  await expect(page).toHaveURL(/\/en\/actualites\?search=water$/)
  const total = water.pagination.total_count
  await expect(
    page.getByText(`${total} ${total === 1 ? 'article' : 'articles'} whose title or text contains “water”`),
  ).toBeVisible()
  await expect(cardTitles(page)).toHaveText(
    water.results.map((article) => article.title_en || article.title_fr),
  )
  await expect(pages(page, 'News pages').getByRole('link', { name: 'Previous page' })).toBeDisabled()
})

test('with the back-end down, the prerendered list reads and the live list shows its empty state', async ({
  page,
  site,
  consoleErrors,
}) => {
  site.api.injectFault('/api/', { status: 503 })
  await page.goto('/fr/actualites')
  await waitForApp(page)
  await expect(cardTitles(page)).toHaveCount(9)
  await expect(page.getByText('Articles publiés')).toBeVisible()
  await searchBox(page).fill('eau')
  await expect(page).toHaveURL(/\?search=eau$/)
  await expect(page.getByText('Aucun article trouvé')).toBeVisible()
  await expect(page.getByText(searchedText(0, 'eau'))).toBeVisible()
  await expect(pages(page)).toHaveCount(0)
  expect(consoleErrors.filter((error) => error.startsWith('uncaught'))).toEqual([])
})

test('the RSS feeds list the latest articles with absolute links', async ({ request }) => {
  for (const lang of ['fr', 'en'] as const) {
    const response = await request.get(`/${lang}/rss.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const xml = await response.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(`<language>${lang}</language>`)
    const links = Array.from(xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g), (m) => m[1])
    expect(links.length).toBeGreaterThan(0)
    expect(links.length).toBeLessThanOrEqual(20)
    for (const link of links) expect(link).toMatch(new RegExp(`^https?://[^/]+/${lang}/actualite/[\\w-]+$`))
  }
})
