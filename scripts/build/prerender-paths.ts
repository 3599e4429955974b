import { NEWS_PAGE_SIZE } from '../../src/api/page-sizes'
import { PRIVACY_INFO_SLUG } from '../../src/app/paths'
import { listSlugs } from '../../src/data/server/content'
import { readSnapshot } from '../../src/data/server/snapshots'
import { categoryPages } from '../../src/pages/NewsList/category-pages'
import { NOT_FOUND_PATHS, sitePaths, type DynamicSlugs } from './site-paths'

function slugsOf(records: readonly { slug?: string | null }[] | null): string[] {
  return (records ?? []).flatMap((record) => (record.slug ? [record.slug] : []))
}

/** What the content and the API snapshots provide, read once per build. */
export async function collectSlugs(): Promise<DynamicSlugs> {
  const [themes, projects, news, info, publications, articles, slides, categories] = await Promise.all([
    listSlugs('themes'),
    listSlugs('projects'),
    listSlugs('news'),
    listSlugs('info'),
    listSlugs('publications'),
    readSnapshot('articles'),
    readSnapshot('heroSlides'),
    readSnapshot('categories'),
  ])
  return {
    themes,
    projects,
    news,
    // The privacy page's text is published at /confidentialite only (docs/behaviour.md#privacy-page).
    info: info.filter((slug) => slug !== PRIVACY_INFO_SLUG),
    publications,
    articles: slugsOf(articles),
    slides: slugsOf(slides),
    newsPages: Math.ceil((articles?.length ?? 0) / NEWS_PAGE_SIZE),
    newsCategories:
      articles && categories
        ? categoryPages(categories, articles).map((page) => ({
            slug: page.slug,
            pages: Math.ceil(page.articles.length / NEWS_PAGE_SIZE),
          }))
        : [],
  }
}

/**
 * The paths vite-react-ssg prerenders: every page in both languages, plus the 404 page (404.html's source).
 * PRERENDER_ONLY (comma-separated paths) limits it to those pages and the 404 page: the end-to-end run's
 * small second build of pages whose data was missing (scripts/e2e.ts).
 */
export async function listPrerenderPaths(): Promise<string[]> {
  const only = process.env.PRERENDER_ONLY?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (only?.length) return [...only, ...NOT_FOUND_PATHS]
  return [...sitePaths(await collectSlugs()), ...NOT_FOUND_PATHS]
}
