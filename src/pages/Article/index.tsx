import { useBuildData } from '../../shared/data/use-build-data'
import { ArticleNotFound } from './ArticleNotFound'
import { ArticleView } from './ArticleView'
import type { loader } from './page'

export type { ArticlePageData } from './page'

/** A prerendered article; an article published after the build is served 404.html (pages/NotFound/live-content.ts). */
export function Component() {
  const data = useBuildData<typeof loader>()
  return data ? (
    <ArticleView
      article={data.article}
      related={data.related}
      comments={data.comments}
      searchEntry={data.searchEntry}
    />
  ) : (
    <ArticleNotFound />
  )
}
