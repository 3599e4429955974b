import { describe, expect, it } from 'vitest'
import { sitemapXml } from '../../scripts/build/sitemap'
import { LANGS } from '../../src/shared/i18n/languages'
import { localizePath } from '../../src/shared/i18n/paths'
import { newsListPaths } from '../../src/pages/NewsList/page'
import { categoryPages } from '../../src/pages/NewsList/category-pages'
import {
  isCategoryOnly,
  newsCategoryPagePath,
  newsListHref,
  parseNewsQuery,
} from '../../src/pages/NewsList/query'
import type { Article, Category } from '../../src/shared/schemas/api'

const category = (id: number, fr: string, en?: string): Category => ({ id, libelle: { fr, en } })
const article = (id: number, categoryId: number | null) => ({ id, category: categoryId }) as Article

describe('the news list’s category pages', () => {
  it('gives each category with articles an ASCII slug of its French name, unique, and its articles in order', () => {
    const pages = categoryPages(
      [
        category(1, 'Eau & assainissement', 'Water'),
        category(2, 'Santé', 'Health'),
        category(3, 'Éducation'),
        category(4, 'Eau assainissement'),
        category(5, '', 'Only English'),
      ],
      [article(10, 1), article(9, 2), article(8, 1), article(7, null), article(6, 4), article(5, 5)],
    )
    expect(pages.map((page) => [page.id, page.slug])).toEqual([
      [1, 'eau-assainissement'],
      [2, 'sante'],
      [4, 'eau-assainissement-4'],
      [5, 'only-english'],
    ])
    // A category without articles has no page (nothing links to one).
    expect(pages.some((page) => page.id === 3)).toBe(false)
    expect(pages[0]!.articles.map((a) => a.id)).toEqual([10, 8])
  })

  it('has paths under the list, paged like it, and links its own pages to them', () => {
    expect(newsCategoryPagePath('sante', 1)).toBe('/actualites/categorie/sante')
    expect(newsCategoryPagePath('sante', 3)).toBe('/actualites/categorie/sante/page/3')
    const scope = { id: 2, slug: 'sante' }
    const query = parseNewsQuery(new URLSearchParams(), '3', 2)
    expect(isCategoryOnly(query, 2)).toBe(true)
    expect(newsListHref(query, scope)).toBe('/actualites/categorie/sante/page/3')
    // Another category, a search or a sort are answered live, in the query string.
    expect(newsListHref({ ...query, category: 1 }, scope)).toBe('/actualites?category=1&page=3')
    expect(newsListHref({ ...query, search: 'puits' }, scope)).toBe(
      '/actualites?search=puits&category=2&page=3',
    )
    expect(newsListHref({ ...query, category: null, page: 1 }, scope)).toBe('/actualites')
  })

  it('are in the sitemap with their language twins', async () => {
    const list = await newsListPaths(1, [{ slug: 'sante', pages: 2 }])
    const pages = LANGS.flatMap((lang) => list.map((page) => localizePath(page, lang)))
    const xml = sitemapXml(pages, 'https://ahb.example')
    expect(xml).toContain('<loc>https://ahb.example/fr/actualites/categorie/sante/page/2</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://ahb.example/en/actualites/categorie/sante"/>',
    )
  })
})
