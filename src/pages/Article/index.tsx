import { buildLoader, useBuildData } from '../../data/build-loader'
import { type ArticleCardView, toArticleCardView } from '../../components/article-card-view'
import type { CommentPage } from '../../schemas/comment-page'
import { type ArticleDetail, toArticleDetail } from './article-data'
import { buildComments } from './build-comments'
import { ArticleNotFound } from './ArticleNotFound'
import { ArticleView } from './ArticleView'
import { relatedArticles } from './related-articles'

/**
 * The article the page was prerendered with, in the page's language (only that article), the cards of three
 * related stories, and the first page of its comments when the build had them.
 */
export interface ArticlePageData {
  article: ArticleDetail
  related: ArticleCardView[]
  comments: CommentPage | null
}

export const loader = buildLoader<ArticlePageData>(async ({ snapshot, params, lang }) => {
  const articles = (await snapshot('articles')) ?? []
  const article = articles.find((candidate) => candidate.slug === params.slug)
  if (!article) return null
  return {
    article: toArticleDetail(article, lang),
    related: relatedArticles(articles, article).map((story) => toArticleCardView(story, lang)),
    comments: buildComments(await snapshot('comments'), article.id),
  }
})

/** A prerendered article; an article published after the build is served 404.html (pages/NotFound/live-content.ts). */
export function Component() {
  const data = useBuildData<typeof loader>()
  return data ? (
    <ArticleView article={data.article} related={data.related} comments={data.comments} />
  ) : (
    <ArticleNotFound />
  )
}
