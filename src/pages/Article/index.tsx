import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom'
import { langOf } from '../../i18n/languages'
import { type ArticleDetail, toArticleDetail } from './article-data'
import { ArticleNotFound } from './ArticleNotFound'
import { ArticleView } from './ArticleView'

/** The article the page was prerendered with, in the page's language (only that article). */
export interface ArticlePageData {
  article: ArticleDetail
}

export async function loader({ params }: LoaderFunctionArgs): Promise<ArticlePageData | null> {
  if (!import.meta.env.SSR) return null
  const lang = langOf(params.lang)
  const { readSnapshot } = await import('../../data/server/snapshots')
  const article = (await readSnapshot('articles'))?.find((candidate) => candidate.slug === params.slug)
  return article ? { article: toArticleDetail(article, lang) } : null
}

/** A prerendered article; an article published after the build is served 404.html (pages/NotFound/live-content.ts). */
export function Component() {
  const data = useLoaderData() as ArticlePageData | null | undefined
  return data ? <ArticleView article={data.article} /> : <ArticleNotFound />
}
