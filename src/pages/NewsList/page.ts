import type { StaticPaths } from '../../shared/app/page-declaration'
import { SECTIONS } from '../../shared/app/paths'
import { NEWS_PAGE_SIZE } from '../../shared/api/page-sizes'
import { buildLoader } from '../../shared/data/build-loader'
import type { NewsListData } from './news-list-data'

export const path = SECTIONS.newsList
/** Its pages 2, 3…, its category pages and theirs (docs/behaviour.md#news-list). */
export const aliases = [
  `${SECTIONS.newsList}/page/:page`,
  `${SECTIONS.newsList}/categorie/:category`,
  `${SECTIONS.newsList}/categorie/:category/page/:page`,
]

/** The list's paths: its pages (1 when it has one page or none), then each category's pages. */
export async function newsListPaths(
  listPages: number,
  categories: readonly { slug: string; pages: number }[],
): Promise<string[]> {
  const { newsCategoryPagePath, newsPagePath } = await import('./query')
  return [
    ...Array.from({ length: Math.max(1, listPages) }, (_, index) => newsPagePath(index + 1)),
    ...categories.flatMap(({ slug, pages }) =>
      Array.from({ length: Math.max(1, pages) }, (_, index) => newsCategoryPagePath(slug, index + 1)),
    ),
  ]
}

export const staticPaths: StaticPaths = async ({ snapshot }) => {
  const [articles, categories, { categoryPages }] = await Promise.all([
    snapshot('articles'),
    snapshot('categories'),
    import('./category-pages'),
  ])
  const pagesOf = (count: number) => Math.ceil(count / NEWS_PAGE_SIZE)
  return newsListPaths(
    pagesOf(articles?.length ?? 0),
    articles && categories
      ? categoryPages(categories, articles).map((page) => ({
          slug: page.slug,
          pages: pagesOf(page.articles.length),
        }))
      : [],
  )
}
export const areas = ['news', 'pages'] as const
export const menu = {
  topBar: { id: 'news', labelKey: 'nav.news', rank: 3 },
} as const

export const loader = buildLoader<NewsListData>(async ({ snapshot, params, lang, settings }) => {
  // Imported here, as in every page.ts: what reads only a page's path never carries them (docs/architecture.md#pages).
  const page = Number(params.page ?? 1)
  const [{ pageOf, toCategoryOptions, toNewsStats }, { categoryPages }, { localText }] = await Promise.all([
    import('./news-data'),
    import('./category-pages'),
    import('../../shared/i18n/localize'),
  ])
  const [articles, categories, stats, { newsSearch }] = await Promise.all([
    snapshot('articles'),
    snapshot('categories'),
    snapshot('articleStats'),
    settings(),
  ])
  const byCategory = articles && categories ? categoryPages(categories, articles) : null
  const categoryLinks =
    byCategory?.map(({ id, slug, category, articles: listed }) => ({
      id,
      slug,
      label: localText(category.libelle, lang),
      count: listed.length,
    })) ?? null
  // A category page (docs/behaviour.md#news-list): its articles only; one the build does not know has no page.
  const shown = params.category ? byCategory?.find((entry) => entry.slug === params.category) : undefined
  if (params.category && !shown) return null
  return {
    page,
    category: shown ? (categoryLinks?.find((link) => link.id === shown.id) ?? null) : null,
    listing: shown
      ? pageOf(shown.articles, NEWS_PAGE_SIZE, page, lang)
      : articles
        ? pageOf(articles, NEWS_PAGE_SIZE, page, lang)
        : null,
    categories: categories ? toCategoryOptions(categories, lang) : null,
    categoryLinks,
    stats: stats ? toNewsStats(stats) : null,
    newsSearch,
    // The snapshot is newest first (ENDPOINTS.articles).
    newestHeld: articles?.[0]?.publishedAt ?? null,
  }
})
