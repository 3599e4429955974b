import { asciiSlug } from '../../shared/lib/ascii-slug'
import type { Article, Category } from '../../shared/schemas/api'

/**
 * The news list's category pages (docs/behaviour.md#news-list): one per category that has articles, at
 * `/{lang}/actualites/categorie/{slug}`, paged like the list. The build lists them (prerender paths, sitemap)
 * and the list links to them, from the same function, so a link never points at a page that was not built.
 */
export interface CategoryPage {
  id: number
  /** From the French name (the same path in both languages), made unique with the id when two names meet. */
  slug: string
  category: Category
  /** Its articles, in the order of the list (newest first). */
  articles: Article[]
}

export function categoryPages(categories: readonly Category[], articles: readonly Article[]): CategoryPage[] {
  const byCategory = new Map<number, Article[]>()
  for (const article of articles) {
    if (article.category === null) continue
    const list = byCategory.get(article.category) ?? []
    list.push(article)
    byCategory.set(article.category, list)
  }
  const used = new Set<string>()
  const pages: CategoryPage[] = []
  for (const category of categories) {
    const inIt = byCategory.get(category.id)
    if (!inIt) continue
    const base = asciiSlug(category.libelle.fr || category.libelle.en || '') || `categorie-${category.id}`
    const slug = used.has(base) ? `${base}-${category.id}` : base
    used.add(slug)
    pages.push({ id: category.id, slug, category, articles: inIt })
  }
  return pages
}
