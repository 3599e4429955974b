import { themeOfSlide } from '../../src/shared/app/themes'
import { getSettings } from '../../src/node/data/content'
import type { Page } from '@playwright/test'
import { expect, test, visitTest, waitForApp } from './support/fixtures'

// Pages written in content/ (theme, project, news item, information, publication) and the hero slide page.

test.afterEach(async ({ site }) => {
  site.api.clearFaults()
})

const PAGES = [
  { path: '/fr/projets/acces-a-leau-potable', h1: 'Accès à l’eau potable', crumb: 'Projets' },
  { path: '/en/projets/sensibilisation-et-education', h1: /./, crumb: 'Projects' },
  { path: '/fr/projet/projets-sante', h1: /./, crumb: 'Projets' },
  { path: '/en/projet/high-5-transformer-benin', h1: /./, crumb: 'Projects' },
  {
    path: '/fr/news/1',
    h1: 'Djougou : six nouveaux forages mis en service pour la Journée mondiale de l’eau',
    crumb: 'Actualités',
  },
  { path: '/en/news/2', h1: /./, crumb: 'News' },
  { path: '/fr/info/le-president', h1: 'Le mot du président', crumb: 'À propos' },
  { path: '/en/info/notre-vision', h1: /./, crumb: 'About us' },
  { path: '/fr/publication/rapport-annuel-2023', h1: 'Rapport annuel 2023', crumb: 'Publications' },
  { path: '/en/publication/revue-efficacite-2024', h1: /./, crumb: 'Publications' },
]

for (const { path, h1, crumb } of PAGES) {
  test(`${path} is complete without JavaScript`, async ({ noScriptPage: page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    const breadcrumbs = page.getByRole('navigation', { name: /Fil d’Ariane|Breadcrumb/ })
    await expect(breadcrumbs.getByRole('link', { name: crumb })).toBeVisible()
    const image = page.locator('main article img').first()
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '675')
    expect(await page.locator('main article .prose p').count()).toBeGreaterThan(0)
  })
}

visitTest('a news item shows its headings, numbered points and bullets', async ({ page }) => {
  await page.goto('/fr/news/1')
  await waitForApp(page)
  const body = page.locator('main article .prose')
  expect(await body.locator('h2').count()).toBeGreaterThan(0)
  await expect(body.locator('ol li').first()).toBeVisible()
  await expect(page.getByText(/Publié le 22 mars 2025/)).toBeVisible()
})

test('a publication shows its category, sections, items, sub-items and three similar publications', async ({
  page,
}) => {
  await page.goto('/fr/publication/rapport-annuel-2023')
  await waitForApp(page)
  await expect(page.getByText(/^Catégorie\s:\s*Rapport annuel$/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'L’année 2023 en bref' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Deux nouveaux programmes' })).toBeVisible()
  await expect(page.getByText('Eau potable pour l’Atacora et la Donga', { exact: true })).toBeVisible()
  const similar = page.locator('section[aria-labelledby="publication-similar"]')
  await expect(similar.getByRole('heading', { level: 2 })).toHaveText('Publications similaires')
  const links = similar.locator('h3 a')
  await expect(links).toHaveCount(3)
  const hrefs = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')))
  expect(hrefs).not.toContain('/fr/publication/rapport-annuel-2023')
  for (const href of hrefs) expect(href).toMatch(/^\/fr\/publication\/[a-z0-9-]+$/)
  await links.first().click()
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Rapport annuel 2023')
})

const NOT_FOUND = [
  {
    path: '/fr/projets/inconnu',
    title: 'Page non trouvée',
    text: 'Le contenu que vous recherchez n’existe pas.',
  },
  {
    path: '/en/projets/unknown',
    title: 'Page not found',
    text: 'The content you are looking for does not exist.',
  },
  {
    path: '/fr/projet/inconnu',
    title: 'Projet non trouvé',
    text: 'Le projet que vous recherchez n’existe pas.',
  },
  {
    path: '/en/projet/unknown',
    title: 'Project not found',
    text: 'The project you are looking for does not exist.',
  },
  {
    path: '/fr/news/3',
    title: 'Article non trouvé',
    text: 'L’article que vous recherchez n’existe pas ou a été supprimé.',
  },
  {
    path: '/en/news/0',
    title: 'Article not found',
    text: 'The article you are looking for does not exist or has been removed.',
  },
  {
    path: '/fr/info/inconnue',
    title: 'Information non trouvée',
    text: 'La page que vous recherchez n’existe pas.',
  },
  {
    path: '/en/info/unknown',
    title: 'Information not found',
    text: 'The page you are looking for does not exist.',
  },
  {
    path: '/fr/publication/inconnue',
    title: 'Publication non trouvée',
    text: 'La publication que vous recherchez n’existe pas.',
  },
  {
    path: '/en/publication/unknown',
    title: 'Publication not found',
    text: 'The publication you are looking for does not exist.',
  },
  {
    path: '/fr/slide/inconnu',
    title: 'Slide non trouvé',
    text: 'Le slide que vous recherchez n’existe pas ou a été supprimé.',
  },
  {
    path: '/fr/full-description/inconnu',
    title: 'Slide non trouvé',
    text: 'Le slide que vous recherchez n’existe pas ou a été supprimé.',
  },
  {
    path: '/en/slide/unknown',
    title: 'Slide not found',
    text: 'The slide you are looking for does not exist or has been removed.',
  },
]

for (const { path, title, text } of NOT_FOUND) {
  test(`${path} answers 404 and says "${title}"`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await waitForApp(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(main.getByText(text, { exact: true })).toBeVisible()
    await expect(main.getByText('Oups ! Cette page n’existe pas')).toHaveCount(0)
    const lang = path.split('/')[1]!
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(
      main.getByRole('link', { name: lang === 'fr' ? 'Retour à l’accueil' : 'Back to home' }),
    ).toHaveAttribute('href', `/${lang}`)
  })
}

async function firstSlide(page: Page): Promise<{ slug: string; title: string; order: number }> {
  const response = await page.request.get('/api/hero-slides/')
  type Slide = { slug: string; title_fr: string; order: number }
  const body = (await response.json()) as Slide[] | { results: Slide[] }
  const slides = Array.isArray(body) ? body : body.results
  return { slug: slides[0]!.slug, title: slides[0]!.title_fr, order: slides[0]!.order }
}

test('a slide page says what it is and leads to the theme it presents, without record dates and without JavaScript', async ({
  noScriptPage: page,
}) => {
  const { slug, title, order } = await firstSlide(page)
  const theme = themeOfSlide((await getSettings()).themes, order)
  expect(theme, `slide order ${order} presents a theme of the settings`).not.toBeNull()
  for (const prefix of ['full-description', 'slide']) {
    const response = await page.goto(`/fr/${prefix}/${slug}`)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(main.getByText('Présentation à la une de la page d’accueil')).toBeVisible()
    await expect(
      main.getByRole('link', { name: 'Lire la page complète de ce domaine d’action' }),
    ).toHaveAttribute('href', `/fr/projets/${theme!.slug}`)
    await expect(main.getByText(/Créé le|Mis à jour le|Publié le/)).toHaveCount(0)
    expect(await page.locator('main article .prose p').count()).toBeGreaterThan(0)
  }
})

test('an unknown slide shows a skeleton while it is looked for', async ({ page, site }) => {
  site.api.injectFault('/api/hero-slides/slug/', { delayMs: 1500 })
  await page.goto('/fr/full-description/pas-encore-publie')
  await waitForApp(page)
  await expect(page.locator('[aria-busy="true"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slide non trouvé')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
})

test('"Slide non trouvé" also when the back-end fails', async ({ page, site }) => {
  site.api.injectFault('/api/hero-slides/slug/', { status: 500 })
  await page.goto('/fr/slide/pas-encore-publie')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slide non trouvé')
})

test('a slide the build did not have is loaded from the API', async ({ page, site }) => {
  // A slide added after the build: the host answers its URL with 404.html, whose island fetches it.
  const slug = `nouvelle-diapositive-${Date.now()}`
  const title = 'Une nouvelle pompe solaire à Kandi'
  site.api.store.insertHeroSlide({
    slug,
    title_fr: title,
    description_fr: '<p>Installée après la dernière construction du site.</p>',
  })
  site.api.injectFault('/api/hero-slides/slug/', { delayMs: 1000 })
  await page.goto(`/fr/full-description/${slug}`)
  await expect(page.locator('[aria-busy="true"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  // A slide without an order presents no theme of the list: it leads to all of them.
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Voir tous nos domaines d’action' }),
  ).toHaveAttribute('href', '/fr/projets')
  await expect(page.getByText(/Créé le|Mis à jour le/)).toHaveCount(0)
})
