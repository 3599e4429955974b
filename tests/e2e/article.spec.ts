import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { formatDate } from '../../src/shared/lib/dates'
import { axeViolations, scriptsRefusedContext } from './support/axe'
import { expect, showArticleInteractions, test, waitForApp, type Site } from './support/fixtures'
import { E2E_SNAPSHOT_DIR } from './support/paths'
import { frenchTypography } from '../../src/shared/i18n/typography'
import type { SnapshotData } from '../../src/shared/schemas/endpoints'

interface ApiArticle {
  id: number
  slug: string
  title_fr: string
  title_en: string
  description_fr: string
  author_name: string | null
  cover_image_url: string | null
  published_at: string
  category_info: { libelle_fr: string; libelle_en: string } | null
}

async function articles(site: Site): Promise<ApiArticle[]> {
  const response = await fetch(`${site.url}/api/articles/?page_size=100`)
  return ((await response.json()) as { results: ApiArticle[] }).results
}

/** An article of the build (prerendered) that has everything: author, category, cover, English text. */
async function completeArticle(site: Site): Promise<ApiArticle> {
  const found = (await articles(site)).find(
    (a) => a.author_name && a.category_info && a.cover_image_url && a.title_en && !a.slug.startsWith('e2e-'),
  )
  expect(found).toBeDefined()
  return found!
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.afterEach(({ site }) => site.api.clearFaults())

/** One snapshot of the e2e build: what its pages were prerendered with. */
function built<N extends 'articles' | 'comments'>(name: N): SnapshotData[N] {
  const file = path.join(E2E_SNAPSHOT_DIR, `${name}.json`)
  return (JSON.parse(readFileSync(file, 'utf8')) as { data: SnapshotData[N] }).data
}

test('without JavaScript an article shows the comments it had at build time, newest first, as text', async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false })
  const page = await context.newPage()
  const slugOf = (id: number) => built('articles').find((article) => article.id === id)!.slug
  const pages = built('comments')
  const discussed = pages.find((entry) => entry.comments.length >= 2)!
  const quiet = pages.find((entry) => entry.total === 0)!
  expect(discussed).toBeDefined()
  expect(quiet).toBeDefined()

  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/fr/actualite/${slugOf(discussed.article)}`)
  const section = page.locator('[data-article-interactions]')
  await expect(section.getByRole('heading', { name: `Commentaires (${discussed.total})` })).toBeVisible()
  const newestFirst = [...discussed.comments].sort(
    (a, b) => Date.parse(b.createdAt!) - Date.parse(a.createdAt!),
  )
  await expect(section.locator('ol > li p.font-semibold')).toHaveText(newestFirst.map((c) => c.visitorName))
  // The text as written: never read as HTML.
  await expect(section.locator('ol > li').first()).toContainText(newestFirst[0]!.content)
  // No control that needs JavaScript; a line says what does.
  await expect(section.getByRole('button')).toHaveCount(0)
  // The line is prerendered in a <noscript>, which a browser without JavaScript shows.
  expect(await page.locator('noscript').allTextContents()).toContainEqual(
    expect.stringContaining('Pour écrire un commentaire ou lire les plus anciens, activez JavaScript.'),
  )

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(`/en/actualite/${slugOf(quiet.article)}`)
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible()
  await expect(page.getByText('No comments yet.')).toBeVisible()
  await context.close()

  const refused = await scriptsRefusedContext(browser, site.url)
  const checked = await refused.newPage()
  for (const [viewport, url] of [
    [{ width: 360, height: 740 }, `/fr/actualite/${slugOf(discussed.article)}`],
    [{ width: 1366, height: 900 }, `/en/actualite/${slugOf(quiet.article)}`],
  ] as const) {
    await checked.setViewportSize(viewport)
    await checked.goto(url)
    expect(await axeViolations(checked)).toEqual([])
  }
  await refused.close()
})

test('an article page in French: header, cover, body, dates, author, links', async ({ page, site }) => {
  const article = await completeArticle(site)
  await page.goto(`/fr/actualite/${article.slug}`)
  await waitForApp(page)
  const date = formatDate(article.published_at, 'fr', { withTime: true })
  expect(date).toMatch(/\d{1,2}:\d{2}/)
  await expect(heading(page)).toHaveText(article.title_fr)
  await expect(page).toHaveTitle(`${article.title_fr} | AHB`)
  const header = page.locator('main section').first()
  await expect(header.getByText(article.category_info!.libelle_fr, { exact: true })).toBeVisible()
  await expect(header.getByText(date, { exact: true })).toBeVisible()
  await expect(header.getByText(article.author_name!, { exact: true })).toBeVisible()
  await expect(page.getByText(`Publié le ${date} par ${article.author_name}`)).toBeVisible()
  const cover = page.locator('main article img').first()
  await expect(cover).toHaveAttribute('width', /\d+/)
  await expect(cover).toHaveAttribute('height', /\d+/)
  await expect(cover).not.toHaveAttribute('src', '/images/article-default.jpg')
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  const firstHeading = /<h2>([^<]+)<\/h2>/.exec(article.description_fr)?.[1]
  if (firstHeading) await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible()
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/fr\/rss\.xml$/,
  )
  await page.getByRole('link', { name: 'Retour aux actualités' }).click()
  await expect(page).toHaveURL(/\/fr\/actualites$/)
})

test('an article page in English, and the French fallback of an untranslated article', async ({
  page,
  site,
}) => {
  const article = await completeArticle(site)
  await page.goto(`/en/actualite/${article.slug}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  const date = formatDate(article.published_at, 'en', { withTime: true })
  await expect(heading(page)).toHaveText(article.title_en)
  await expect(
    page.locator('main section').first().getByText(article.category_info!.libelle_en, { exact: true }),
  ).toBeVisible()
  await expect(page.getByText(`Published on ${date} by ${article.author_name}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the news' })).toHaveAttribute('href', '/en/actualites')
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible()

  // An article without English that comes from the back-end after the build (the 404 page draws it).
  const slug = `e2e-sans-anglais-${Date.now()}`
  const titleFr = 'Kandi : une matinée de dépistage au marché'
  site.api.store.insertArticle({
    slug,
    title_fr: titleFr,
    title_en: '',
    description_fr: '<p>Les relais ont reçu les familles sous le hangar du marché.</p>',
    description_en: '',
    // Older than the home page's latest articles, which other tests compare with the API.
    published_at: '2024-01-10T10:00:00+01:00',
  })
  await page.goto(`/en/actualite/${slug}`)
  await waitForApp(page)
  await expect(heading(page)).toHaveText(frenchTypography(titleFr))
  await expect(page.getByText('Les relais ont reçu les familles')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Its French is marked as French, and the page says so in English (docs/behaviour.md#languages).
  await expect(heading(page)).toHaveAttribute('lang', 'fr')
  await expect(page.locator('[lang="fr"]', { hasText: 'Les relais ont reçu les familles' })).toHaveCount(1)
  await expect(page.getByText('This article is available in French only.')).toBeVisible()
})

test('an article without author or category shows AHB and "Article"', async ({ page, site }) => {
  const plain = (await articles(site)).find(
    (a) => !a.author_name && !a.category_info && !a.slug.startsWith('e2e-'),
  )
  expect(plain).toBeDefined()
  await page.goto(`/fr/actualite/${plain!.slug}`)
  await waitForApp(page)
  const header = page.locator('main section').first()
  await expect(header.getByText('Article', { exact: true })).toBeVisible()
  await expect(header.getByText('AHB', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Publié le .+ par AHB$/)).toBeVisible()
})

test('like and save are local toggles that survive a reload', async ({ page, site }) => {
  const article = await completeArticle(site)
  await page.goto(`/fr/actualite/${article.slug}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(request.url())
  })
  await page.getByRole('button', { name: 'J’aime' }).click()
  await expect(page.getByRole('button', { name: 'Aimé' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByRole('button', { name: 'Sauvegardé' })).toHaveAttribute('aria-pressed', 'true')
  expect(requests).toEqual([])

  await page.reload()
  await waitForApp(page)
  await showArticleInteractions(page)
  await expect(page.getByRole('button', { name: 'Aimé' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Sauvegardé' })).toBeVisible()
  await page.getByRole('button', { name: 'Aimé' }).click()
  await expect(page.getByRole('button', { name: 'J’aime' })).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await waitForApp(page)
  await showArticleInteractions(page)
  await expect(page.getByRole('button', { name: 'J’aime' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sauvegardé' })).toBeVisible()

  // Per article: another article is neither liked nor saved.
  const other = (await articles(site)).find((a) => a.slug !== article.slug)!
  await page.goto(`/fr/actualite/${other.slug}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toBeVisible()
})

test('share menu: networks in a popup, e-mail, and copy the link', async ({ page, context, site }) => {
  const article = await completeArticle(site)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com|www\.linkedin\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>share</title>' }),
  )
  await page.goto(`/fr/actualite/${article.slug}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  const share = page.getByRole('button', { name: 'Partager' })
  await share.click()
  await expect(share).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('list', { name: 'Partager cet article' })
  // WhatsApp is a plain link of the article, not an entry of the menu (share-dial.spec.ts).
  await expect(menu.getByRole('link')).toHaveCount(4)
  for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Email']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(menu.getByRole('button', { name: 'Copier le lien' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:\?subject=/)

  const popupPromise = page.waitForEvent('popup')
  await menu.getByRole('link', { name: 'Facebook' }).click()
  const popup = await popupPromise
  const shared = new URL(popup.url())
  expect(shared.pathname).toBe('/sharer/sharer.php')
  expect(shared.searchParams.get('u')).toBe(page.url())
  await popup.close()

  await share.click()
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Copier le lien' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Lien copié dans le presse-papiers !' }),
  ).toBeVisible()
  // Said in the page only: no browser alert interrupts the reader.
  expect(dialogs).toEqual([])
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

  await share.click()
  await page.keyboard.press('Escape')
  await expect(share).toHaveAttribute('aria-expanded', 'false')
  await expect(share).toBeFocused()
})

test('an unknown article shows "Article non trouvé" with a link to the list', async ({ page }) => {
  await page.goto('/fr/actualite/article-qui-n-existe-pas')
  await waitForApp(page)
  await expect(heading(page)).toHaveText('Article non trouvé')
  await expect(page.getByText('L’article que vous recherchez n’existe pas ou a été supprimé.')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Retour aux actualités' }).click()
  await expect(page).toHaveURL(/\/fr\/actualites$/)
  await expect(heading(page)).toHaveText('Actualités')

  await page.goto('/en/actualite/no-such-article')
  await waitForApp(page)
  await expect(heading(page)).toHaveText('Article not found')
})

test('an article added to the back-end after the build opens at its URL', async ({ page, site }) => {
  const slug = `e2e-antenne-malanville-${Date.now()}`
  site.api.store.insertArticle({
    slug,
    title_fr: 'Une antenne de l’AHB ouvre ses portes à Malanville',
    title_en: 'AHB opens a field office in Malanville',
    description_fr:
      '<p>L’équipe du Nord dispose désormais d’un local pour suivre les projets de l’Alibori.</p>',
    description_en: '<p>The northern team now has premises to follow the projects of the Alibori.</p>',
    category_id: 6,
    author_name: 'Équipe communication AHB',
    // Older than the home page's latest articles, which other tests compare with the API.
    published_at: '2024-01-15T10:00:00+01:00',
  })
  const response = await page.goto(`/fr/actualite/${slug}`)
  expect(response?.status()).toBe(404)
  await waitForApp(page)
  await expect(heading(page)).toHaveText('Une antenne de l’AHB ouvre ses portes à Malanville')
  await expect(page.getByText('L’équipe du Nord dispose désormais d’un local')).toBeVisible()
  await expect(page.getByText(/^Publié le .+ par Équipe communication AHB$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Commentaires (0)' })).toBeVisible()

  await page.goto(`/en/actualite/${slug}`)
  await waitForApp(page)
  await expect(heading(page)).toHaveText('AHB opens a field office in Malanville')
})

test('with the back-end down, a prerendered article reads and its live parts show their errors', async ({
  page,
  site,
  consoleErrors,
}) => {
  const article = await completeArticle(site)
  site.api.injectFault('/api/', { status: 503 })
  await page.goto(`/fr/actualite/${article.slug}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  await expect(heading(page)).toHaveText(article.title_fr)
  await expect(page.getByText(/^Publié le /)).toBeVisible()
  await expect(page.getByText('Les commentaires ne peuvent pas être chargés pour le moment.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible()

  await page.goto('/fr/actualite/e2e-pas-encore-en-ligne')
  await waitForApp(page)
  await expect(heading(page)).toHaveText('Article non trouvé')
  expect(consoleErrors.filter((error) => error.startsWith('uncaught'))).toEqual([])
})
