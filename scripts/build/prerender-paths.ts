import { NEWS_PAGE_SIZE } from '../../src/api/news-page-size'
import { listSlugs } from '../../src/data/server/content'
import { readSnapshot } from '../../src/data/server/snapshots'
import { NOT_FOUND_PATHS, sitePaths, type DynamicSlugs } from './site-paths'

function slugsOf(records: readonly { slug?: string | null }[] | null): string[] {
  return (records ?? []).flatMap((record) => (record.slug ? [record.slug] : []))
}

/** What the content and the API snapshots provide, read once per build. */
export async function collectSlugs(): Promise<DynamicSlugs> {
  const [themes, projects, news, info, publications, articles, slides] = await Promise.all([
    listSlugs('themes'),
    listSlugs('projects'),
    listSlugs('news'),
    listSlugs('info'),
    listSlugs('publications'),
    readSnapshot('articles'),
    readSnapshot('heroSlides'),
  ])
  return {
    themes,
    projects,
    news,
    info,
    publications,
    articles: slugsOf(articles),
    slides: slugsOf(slides),
    newsPages: Math.ceil((articles?.length ?? 0) / NEWS_PAGE_SIZE),
  }
}

/** The paths vite-react-ssg prerenders: every page in both languages, plus the 404 page (404.html's source). */
export async function listPrerenderPaths(): Promise<string[]> {
  return [...sitePaths(await collectSlugs()), ...NOT_FOUND_PATHS]
}
