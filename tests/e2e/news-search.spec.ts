import type { Page } from '@playwright/test'
import { startSiteServer } from '../../scripts/lib/site-server'
import { axeViolations } from './support/axe'
import { E2E_API_OPTIONS, type Site, expect, test, waitForApp } from './support/fixtures'
import { E2E_TITLES_SEARCH_DATA_DIR, E2E_TITLES_SEARCH_DIST_DIR } from './support/paths'

// One search (docs/behaviour.md#search-from-the-top-bar): the news list searches the titles and the texts,
// through the back-end's `search` where it does so, else through the site's index for the articles the build
// holds, with the newer ones from the API; its count says what it searched.

/** A word only the text of one sample article holds, in no title (tests/server/articles.test.ts checks it). */
const TEXT_ONLY_WORD = 'marigot'
const HELD_ARTICLE = '/fr/actualite/eau-potable-douze-forages-djougou'

interface ApiPage {
  results: { slug: string }[]
  pagination: { total_count: number }
}

async function apiSearch(site: Site, search: string): Promise<ApiPage> {
  const response = await fetch(
    `${site.url}/api/articles/?${new URLSearchParams({ search, page_size: '100' })}`,
  )
  expect(response.ok).toBe(true)
  return (await response.json()) as ApiPage
}

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('searchbox', { name: 'Rechercher un article', exact: true })
const cardLinks = (page: Page) => page.locator('main article h3 a')
const counted = (page: Page) => page.locator('#news-results-title + p')

/** Types a search in the list's box, as a visitor does, and waits for its count. */
async function search(page: Page, words: string) {
  await waitForApp(page)
  await searchBox(page).fill(words)
  await expect(page).toHaveURL(new RegExp(`\\?search=${encodeURIComponent(words)}$`))
}

test.describe('a back-end that searches titles only', () => {
  let titlesOnly: Site & { close(): Promise<void> }
  test.beforeAll(async () => {
    titlesOnly = await startSiteServer({
      distDir: E2E_TITLES_SEARCH_DIST_DIR,
      port: 0,
      api: { ...E2E_API_OPTIONS, dataDir: E2E_TITLES_SEARCH_DATA_DIR, articleSearch: 'titles' },
    })
  })
  test.afterAll(async () => {
    await titlesOnly.close()
  })

  test('a word of an article’s text is found in the site’s index, a newer article’s title through the API', async ({
    page,
    consoleErrors,
  }) => {
    // The back-end does not find the held article by that word: only the site's index can. (It may find
    // articles of an earlier run of this test, newer than the build, by their titles.)
    const before = await apiSearch(titlesOnly, TEXT_ONLY_WORD)
    expect(before.results.map((article) => `/fr/actualite/${article.slug}`)).not.toContain(HELD_ARTICLE)
    const found = (count: number) =>
      `${count} ${count > 1 ? 'articles' : 'article'} dont le titre ou le texte contient « ${TEXT_ONLY_WORD} »`
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${titlesOnly.url}/fr/actualites`)
    await search(page, TEXT_ONLY_WORD)
    await expect(counted(page)).toHaveText(found(before.pagination.total_count + 1))
    await expect(page.locator(`main article h3 a[href="${HELD_ARTICLE}"]`)).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])

    // An article published after the build, whose title holds the word: the API gives it, first (newest).
    const slug = `marigot-assaini-e2e-${Date.now()}`
    titlesOnly.api.store.insertArticle({
      slug,
      title_fr: 'Un marigot assaini à Kpanlingan',
      description_fr: '<p>Les habitants l’ont curé ensemble, un samedi matin.</p>',
    })
    const total = before.pagination.total_count + 2
    await page.goto(`${titlesOnly.url}/fr/actualites?search=${TEXT_ONLY_WORD}`)
    await expect(counted(page)).toHaveText(found(total))
    await expect(cardLinks(page).first()).toHaveAttribute('href', `/fr/actualite/${slug}`)
    await expect(page.locator(`main article h3 a[href="${HELD_ARTICLE}"]`)).toHaveCount(1)
    // By title: "Eau potable…" before every "Un marigot…".
    await page.goto(`${titlesOnly.url}/fr/actualites?search=${TEXT_ONLY_WORD}&sort=title_fr`)
    await expect(counted(page)).toHaveText(found(total))
    await expect(cardLinks(page).first()).toHaveAttribute('href', HELD_ARTICLE)
    await expect(page.locator(`main article h3 a[href="/fr/actualite/${slug}"]`)).toHaveCount(1)
    expect(consoleErrors).toEqual([])
  })

  test('in English too; without the site’s index the titles alone are searched, and the count says so', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    // The English text says "walked" where the French says "parcouraient"; no title holds it.
    expect((await apiSearch(titlesOnly, 'walked')).pagination.total_count).toBe(0)
    await page.goto(`${titlesOnly.url}/en/actualites?search=walked`)
    await expect(counted(page)).toHaveText(/^[1-9]\d* articles? whose title or text contains “walked”$/)
    const shown = Number(/^\d+/.exec((await counted(page).textContent()) ?? '')?.[0])
    await expect(cardLinks(page)).toHaveCount(Math.min(shown, 9))
    await expect(
      page.locator(`main article h3 a[href="${HELD_ARTICLE.replace('/fr/', '/en/')}"]`),
    ).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])

    // The index does not arrive: the API's title matches, said as such.
    await page.route('**/pagefind/**', (route) => route.abort())
    await page.goto(`${titlesOnly.url}/fr/actualites?search=forages`)
    const titles = await apiSearch(titlesOnly, 'forages')
    expect(titles.pagination.total_count).toBeGreaterThan(0)
    const total = titles.pagination.total_count
    await expect(counted(page)).toHaveText(
      `${total} ${total > 1 ? 'articles' : 'article'} dont le titre contient « forages »`,
    )
  })

  test('the list’s first load holds none of the index’s code: it comes with a search', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(`${titlesOnly.url}/fr/actualites`)
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([])
    await search(page, TEXT_ONLY_WORD)
    await expect(counted(page)).toContainText('dont le titre ou le texte contient')
    expect(requests.some((url) => url.includes('/pagefind/'))).toBe(true)
  })
})

test('a back-end that searches texts: the word of a text is found through its search, with no index', async ({
  page,
  site,
  consoleErrors,
}) => {
  const word = 'motricité'
  const api = await apiSearch(site, word)
  expect(api.pagination.total_count).toBe(1)
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/fr/actualites')
  await search(page, word)
  await expect(counted(page)).toHaveText(`1 article dont le titre ou le texte contient « ${word} »`)
  await expect(cardLinks(page)).toHaveCount(1)
  await expect(cardLinks(page).first()).toHaveAttribute('href', HELD_ARTICLE)
  expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([])
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})
