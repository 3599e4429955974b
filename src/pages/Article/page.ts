import type { StaticPaths } from '../../shared/app/page-declaration'
import { paths, pattern } from '../../shared/app/paths'
import type { ArticleCardView } from '../../shared/components/article-card-view'
import { buildLoader } from '../../shared/data/build-loader'
import type { CommentPage } from '../../shared/schemas/comment-page'
import type { ArticleDetail } from './article-data'
import type { ArticleSearchEntry } from '../../shared/search/article-entry'

export const path = pattern('article')
/** The articles of the build's snapshot; a newer one is served 404.html (pages/NotFound/live-content.ts). */
export const staticPaths: StaticPaths = async ({ snapshot }) =>
  ((await snapshot('articles')) ?? []).flatMap((article) =>
    article.slug ? [paths.article(article.slug)] : [],
  )
export const areas = ['news', 'comments'] as const
export const search = 'news'
export const menu = { holder: 'news' } as const

/**
 * The article the page was prerendered with, in the page's language (only that article), the cards of three
 * related stories, and the first page of its comments when the build had them.
 */
export interface ArticlePageData {
  article: ArticleDetail
  related: ArticleCardView[]
  comments: CommentPage | null
  /** What the site's index keeps of it for the news search (src/shared/search/article-entry.ts). */
  searchEntry: ArticleSearchEntry
}

export const loader = buildLoader<ArticlePageData>(async ({ snapshot, params, lang }) => {
  const [
    articles,
    { articleCard },
    { toArticleDetail },
    { buildComments },
    { relatedArticles },
    { titleSortKey },
  ] = await Promise.all([
    snapshot('articles').then((list) => list ?? []),
    import('../../node/data/article-cards'),
    import('./article-data'),
    import('./build-comments'),
    import('./related-articles'),
    import('../../shared/search/article-entry'),
  ])
  const article = articles.find((candidate) => candidate.slug === params.slug)
  if (!article) return null
  return {
    article: toArticleDetail(article, lang),
    related: relatedArticles(articles, article).map((story) => articleCard(story, lang)),
    comments: buildComments(await snapshot('comments'), article.id),
    searchEntry: {
      card: articleCard(article, lang),
      category: article.category,
      published: article.publishedAt ? Date.parse(article.publishedAt) : null,
      titleKey: titleSortKey(article.title.fr),
    },
  }
})
