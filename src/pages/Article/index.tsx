import { buildLoader, useBuildData } from '../../data/build-loader'
import type { CommentPage } from '../../schemas/comment-page'
import { type ArticleDetail, toArticleDetail } from './article-data'
import { buildComments } from './build-comments'
import { ArticleNotFound } from './ArticleNotFound'
import { ArticleView } from './ArticleView'

/**
 * The article the page was prerendered with, in the page's language (only that article), and the first page
 * of its comments when the build had them.
 */
export interface ArticlePageData {
  article: ArticleDetail
  comments: CommentPage | null
}

export const loader = buildLoader<ArticlePageData>(async ({ snapshot, params, lang }) => {
  const article = (await snapshot('articles'))?.find((candidate) => candidate.slug === params.slug)
  if (!article) return null
  return {
    article: toArticleDetail(article, lang),
    comments: buildComments(await snapshot('comments'), article.id),
  }
})

/** A prerendered article; an article published after the build is served 404.html (pages/NotFound/live-content.ts). */
export function Component() {
  const data = useBuildData<typeof loader>()
  return data ? <ArticleView article={data.article} comments={data.comments} /> : <ArticleNotFound />
}
