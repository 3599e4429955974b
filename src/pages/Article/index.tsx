import { buildLoader, useBuildData } from '../../data/build-loader'
import { type ArticleDetail, toArticleDetail } from './article-data'
import { ArticleNotFound } from './ArticleNotFound'
import { ArticleView } from './ArticleView'

/** The article the page was prerendered with, in the page's language (only that article). */
export interface ArticlePageData {
  article: ArticleDetail
}

export const loader = buildLoader<ArticlePageData>(async ({ snapshot, params, lang }) => {
  const article = (await snapshot('articles'))?.find((candidate) => candidate.slug === params.slug)
  return article ? { article: toArticleDetail(article, lang) } : null
})

/** A prerendered article; an article published after the build is served 404.html (pages/NotFound/live-content.ts). */
export function Component() {
  const data = useBuildData<typeof loader>()
  return data ? <ArticleView article={data.article} /> : <ArticleNotFound />
}
