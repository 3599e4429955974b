import { lazy, Suspense } from 'react'
import { ContentNotFound } from '../../shared/components/ContentNotFound'
import { LoadingState } from '../../shared/components/states'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { useIsClient } from '../../shared/islands/useIsClient'
import { liveContentOf } from './live-content'
import NotFoundView from './NotFoundView'

// Fetched only at a URL that may be one of them: a plain 404 does not download the article page's code.
const ArticlePage = lazy(() =>
  import('../Article/ArticlePage').then((module) => ({ default: module.ArticlePage })),
)
const SlideView = lazy(() =>
  import('../SlideDetail/SlideView').then((module) => ({ default: module.SlideView })),
)

/**
 * The 404 page as an island: prerendered as the generic page; in the browser, at a URL that may be content
 * newer than the build (live-content.ts), that content, fetched, or that kind of page's own not-found message.
 */
export function NotFoundPage() {
  const { t } = useI18n()
  const live = useIsClient() ? liveContentOf(window.location.pathname) : null
  if (live?.kind === 'article' || live?.kind === 'slide') {
    return (
      <Suspense fallback={<LoadingState />}>
        {live.kind === 'article' ? (
          <ArticlePage slug={live.slug} initial={null} />
        ) : (
          <SlideView slug={live.slug} built={null} />
        )}
      </Suspense>
    )
  }
  if (live?.kind === 'missing')
    return <ContentNotFound title={t(`${live.keys}.notFound`)} message={t(`${live.keys}.notFoundText`)} />
  return <NotFoundView />
}
