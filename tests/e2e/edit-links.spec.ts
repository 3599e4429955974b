import { existsSync } from 'node:fs'
import { editUrl, repository } from '../../src/data/server/repository'
import { expect, visitTest as test } from './support/fixtures'

// Every page that comes from content/ links to GitHub's editor of its own file, in its own language.
const PAGES = [
  { path: '/fr/projets/acces-a-leau-potable', file: ['themes', 'acces-a-leau-potable', 'fr'] },
  { path: '/en/projet/projets-sante', file: ['projects', 'projets-sante', 'en'] },
  { path: '/fr/news/1', file: ['news', '1', 'fr'] },
  { path: '/en/news/2', file: ['news', '2', 'en'] },
  { path: '/en/info/notre-vision', file: ['info', 'notre-vision', 'en'] },
  { path: '/fr/publication/rapport-annuel-2024', file: ['publications', 'rapport-annuel-2024', 'fr'] },
] as const

for (const { path, file } of PAGES) {
  test(`${path} links to the editor of ${file.join('/')}`, async ({ page }) => {
    await page.goto(path)
    const [collection, slug, lang] = file
    const name = lang === 'fr' ? /^Modifier cette page \(sur GitHub\)$/ : /^Edit this page \(on GitHub\)$/
    const link = page.getByRole('link', { name })
    await expect(link).toBeVisible()
    const href = await link.getAttribute('href')
    expect(href).toBe(editUrl(collection, slug, lang))
    // The address is GitHub's editor of a file that exists in this repository.
    const { url, branch } = repository()
    const prefix = `${url}/edit/${branch}/`
    expect(href?.startsWith(prefix)).toBe(true)
    expect(existsSync(href!.slice(prefix.length))).toBe(true)
    expect(href).toMatch(new RegExp(`/content/${collection}/${slug}\\.${lang}\\.md$`))
  })
}

test('a page that is not from content/ has no edit link', async ({ page }) => {
  await page.goto('/fr/contact')
  await expect(page.getByRole('link', { name: /Modifier cette page/ })).toHaveCount(0)
})
