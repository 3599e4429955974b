import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe'
import { expect, test, waitForApp } from './support/fixtures'
import { builtPageHtml, builtPagePaths } from './support/pages'

// The site-wide search under the top bar's box (docs/behaviour.md#search-from-the-top-bar): Pagefind, loaded
// on first focus.

const SEARCH_BYTES = /\/pagefind\/|\/assets\/(site-)?search-/

/** Records every request of the page, and every Content-Security-Policy violation, from its first byte. */
async function watch(page: Page): Promise<{ requests: string[]; violations: string[] }> {
  const requests: string[] = []
  const violations: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    )
  })
  return { requests, violations }
}

async function openPage(page: Page, path: string) {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(path)
  await waitForApp(page)
  return page.getByRole('banner').getByRole('searchbox')
}

/** The title of a built page, as its `<h1>` says. */
async function titleOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text()
  const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim()
  expect(title, path).toBeTruthy()
  return title!
}

test('French: "Ouidah" finds the pages that mention it, grouped by section', async ({
  page,
  consoleErrors,
}) => {
  const { requests, violations } = await watch(page)
  const box = await openPage(page, '/fr')
  await page.waitForLoadState('networkidle')
  // Nothing of the search before the box is focused.
  expect(requests.filter((url) => SEARCH_BYTES.test(url))).toEqual([])

  await box.focus()
  await box.fill('Ouidah')
  const results = page.getByRole('region', { name: 'Résultats de la recherche sur le site' })
  await expect(results.getByRole('status')).toContainText(/\d+ pages correspondent à «\s?Ouidah\s?»/)

  // Grouped by section: each group is a list named after its section, in the section's own URLs.
  const news = results.getByRole('list', { name: 'Actualités' })
  const projects = results.getByRole('list', { name: 'Projets' })
  const publications = results.getByRole('list', { name: 'Publications' })
  await expect(news.getByRole('link').first()).toHaveAttribute('href', /^\/fr\/actualite\//)
  for (const href of await news
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/fr\/actualite\//)
  await expect(projects.locator('a[href="/fr/projet/projets-sante"]')).toBeVisible()
  await expect(publications.locator('a[href="/fr/publication/rapport-annuel-2023"]')).toBeVisible()

  // Every page found mentions Ouidah in its main content, and is a French page.
  const found = await results
    .getByRole('list')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  expect(found.length).toBeGreaterThan(3)
  for (const href of found) {
    expect(href).toMatch(/^\/fr\//)
    const html = await (await page.request.get(href)).text()
    expect(/<main\b[\s\S]*<\/main>/.exec(html)?.[0], href).toMatch(/Ouidah/i)
  }

  // Articles newer than the build: the live news search.
  await expect(
    results.getByRole('link', { name: /rechercher «\s?Ouidah\s?» dans les actualités/ }),
  ).toHaveAttribute('href', '/fr/actualites?search=Ouidah')

  // Only the French index came: Pagefind's script, its worker or WebAssembly, the French index.
  const searchRequests = requests.filter((url) => url.includes('/pagefind/'))
  expect(searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true)
  expect(searchRequests.some((url) => /\/pagefind\.fr_\w+\.pf_meta$/.test(url))).toBe(true)
  expect(searchRequests.filter((url) => /[./]en[._]/.test(url.split('/pagefind/')[1]!))).toEqual([])

  expect(violations).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('English: a page’s English title finds it, in its section', async ({ page }) => {
  const { violations } = await watch(page)
  const box = await openPage(page, '/en/actualites')
  const results = page.getByRole('region', { name: 'Site search results' })

  const mission = await titleOf(page, '/en/mission')
  await box.focus()
  await box.fill(mission)
  await expect(results.getByRole('list', { name: 'Pages' }).locator('a[href="/en/mission"]')).toHaveText(
    mission,
  )

  const project = await titleOf(page, '/en/projet/projets-sante')
  await box.fill(project)
  await expect(
    results.getByRole('list', { name: 'Projects' }).locator('a[href="/en/projet/projets-sante"]'),
  ).toHaveText(project)
  await expect(results.getByRole('status')).toContainText(/pages? match/)
  expect(violations).toEqual([])
})

test('keyboard: arrows go through the results, Escape closes them; axe finds nothing', async ({ page }) => {
  // The page's timers on a clock the test can run ahead: the search waits for a pause in typing.
  await page.clock.install()
  const box = await openPage(page, '/fr/about')
  await box.focus()
  await box.pressSequentially('Ouidah')
  const results = page.getByRole('region', { name: 'Résultats de la recherche sur le site' })
  await expect(results.getByRole('status')).toContainText('Ouidah')
  await expect(results.getByRole('list').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const links = results.getByRole('link')
  await page.keyboard.press('ArrowDown')
  await expect(links.first()).toBeFocused()
  // Focus is visible: the focus ring draws a shadow.
  expect(await links.first().evaluate((link) => getComputedStyle(link).boxShadow)).not.toBe('none')
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(box).toBeFocused()

  await page.keyboard.press('ArrowDown')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(results).toBeHidden()
  await expect(box).toBeFocused()
  // It stays closed (focus coming back to the box does not search again) until the visitor types: past the
  // pause a search waits for after any input or focus, on the page's own clock, the results are still hidden.
  await page.clock.runFor(1_000)
  await expect(results).toBeHidden()
  await expect(box).toHaveValue('Ouidah')

  // Enter still opens the live news search, as the form does without JavaScript.
  await box.press('Enter')
  await expect(page).toHaveURL(/\/fr\/actualites\?search=Ouidah$/)
})

test('a visitor who never focuses the box fetches nothing of the search', async ({ page }) => {
  const { requests } = await watch(page)
  await openPage(page, '/en/projet/projets-sante')
  await page.mouse.wheel(0, 2000)
  await page
    .getByRole('link', { name: /^Projects$/ })
    .first()
    .hover()
  await page.waitForLoadState('networkidle')
  expect(requests.filter((url) => SEARCH_BYTES.test(url))).toEqual([])
})

test('on a phone, the mobile menu’s box searches the site too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/don')
  await waitForApp(page)
  await page.getByRole('button', { name: 'Open the menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Mobile navigation' })
  const box = menu.getByRole('searchbox')
  await box.focus()
  await box.fill('Ouidah')
  const results = menu.getByRole('region', { name: 'Site search results' })
  await expect(results.getByRole('status')).toContainText(/pages? match/)
  const first = results.getByRole('list').first().getByRole('link').first()
  const href = await first.getAttribute('href')
  expect(href).toMatch(/^\/en\//)
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('the box’s name says what it searches: the site, or the news when the search’s code cannot arrive', async ({
  page,
}) => {
  // Routed before the page loads: a later page would be the service worker's, which page.route does not see.
  await page.route(/\/assets\/site-search-/, (route) => route.abort())
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/en/about')
  await waitForApp(page)
  const banner = page.getByRole('banner')
  const box = banner.getByRole('searchbox', { name: 'Search the site', exact: true })
  await expect(box).toBeVisible()
  await box.focus()
  // Without its code the box is the news search again, and is named so; Enter still opens it.
  const news = banner.getByRole('searchbox', { name: 'Search the news', exact: true })
  await expect(news).toBeFocused()
  await news.fill('water')
  await news.press('Enter')
  await expect(page).toHaveURL(/\/en\/actualites\?search=water$/)
})

test('the site search and the news search agree: "paludisme" finds the same articles in both, with clean excerpts', async ({
  page,
  site,
}) => {
  const box = await openPage(page, '/fr')
  await box.focus()
  await box.fill('paludisme')
  const results = page.getByRole('region', { name: 'Résultats de la recherche sur le site' })
  await expect(results.getByRole('status')).toContainText(/correspond/)
  const news = results.getByRole('list', { name: 'Actualités' })
  const siteFound = (
    await news.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  ).sort()
  // Excerpts are the page's own text, its blocks apart: no card of another article ("Santé communautaire13
  // octobre 2026"), no word run into a date.
  for (const excerpt of await results.locator('li p').allInnerTexts())
    expect(excerpt).not.toMatch(
      /\p{L}\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/u,
    )

  // The articles of the build that the API's search finds (titles and text).
  const built = new Set(builtPagePaths().filter((path) => path.startsWith('/fr/actualite/')))
  const answer = (await (await fetch(`${site.url}/api/articles/?search=paludisme&page_size=100`)).json()) as {
    results: { slug: string }[]
  }
  const apiFound = answer.results
    .map((article) => `/fr/actualite/${article.slug}`)
    .filter((path) => built.has(path))
    .sort()
  expect(apiFound.length).toBeGreaterThan(0)
  // The results show three pages of each section at most.
  if (apiFound.length <= 3) expect(siteFound).toEqual(apiFound)
  else for (const path of siteFound) expect(apiFound).toContain(path)

  // The news list says what it searched, and finds as many.
  await page.goto('/fr/actualites?search=paludisme')
  await waitForApp(page)
  const count = page.getByRole('region', { name: 'Articles' }).getByText(/dont le titre ou le texte contient/)
  await expect(count).toHaveText(
    new RegExp(`^${answer.results.length} articles? dont le titre ou le texte contient «\\s?paludisme\\s?»$`),
  )
})

test('every page of the site search is linked from another page (not only from its twin in the other language)', () => {
  const pages = builtPagePaths()
  const html = new Map(pages.map((path) => [path, builtPageHtml(path)] as const))
  const twin = (path: string) => path.replace(/^\/(fr|en)/, '')
  const linkedFrom = new Map<string, Set<string>>()
  for (const [from, text] of html)
    for (const [, href] of text.matchAll(/\shref="(\/[^"#?]*)/g)) {
      const to = href!.replace(/\/$/, '') || '/'
      if (to !== from && twin(to) !== twin(from))
        linkedFrom.set(to, (linkedFrom.get(to) ?? new Set()).add(from))
    }
  const indexed = pages.filter((path) => html.get(path)!.includes('data-pagefind-body'))
  expect(indexed.length).toBeGreaterThan(50)
  expect(indexed.filter((path) => !linkedFrom.has(path))).toEqual([])
  // The static news items are linked from nowhere: out of the index.
  expect(html.get('/fr/news/2')).toBeDefined()
  expect(html.get('/fr/news/2')).not.toContain('data-pagefind-body')
})
