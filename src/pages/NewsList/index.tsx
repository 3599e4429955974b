import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router-dom'
import { Island } from '../../islands/Island'
import type { NewsListData } from './news-list-data'
import { NewsList } from './NewsList'
import { PageFrame } from '../../components/PageFrame'
import { useI18n } from '../../i18n/I18nProvider'
import { langOf } from '../../i18n/languages'
import { savedPagePath } from '../../offline/rules'

export type { NewsListData }

export async function loader({ params }: LoaderFunctionArgs): Promise<NewsListData | null> {
  if (!import.meta.env.SSR) return null
  const lang = langOf(params.lang)
  const { readSnapshot } = await import('../../data/server/snapshots')
  // Imported here, not at the top: the browser's copy of the page never needs the conversions.
  const page = Number(params.page ?? 1)
  const [{ NEWS_PAGE_SIZE }, { pageOf, toCategoryOptions, toNewsStats }] = await Promise.all([
    import('../../api/news-page-size'),
    import('./news-data'),
  ])
  const [articles, categories, stats] = await Promise.all([
    readSnapshot('articles'),
    readSnapshot('categories'),
    readSnapshot('articleStats'),
  ])
  return {
    page,
    listing: articles ? pageOf(articles, NEWS_PAGE_SIZE, page, lang) : null,
    categories: categories ? toCategoryOptions(categories, lang) : null,
    stats: stats ? toNewsStats(stats, lang) : null,
  }
}

export function Component() {
  const { t, lang } = useI18n()
  const data = useLoaderData() as NewsListData | null | undefined
  // Pages 2, 3… of the plain list are pages of their own, with a title of their own.
  const page = Number(useParams().page ?? 1)
  return (
    <PageFrame id="news" metaTitle={page > 1 ? t('page.news.pageTitle', { page }) : undefined}>
      <Island name="NewsList" component={NewsList} props={{ data: data ?? null }} when="idle" />
      {/* After the list: the first card stays on a phone's first screen. */}
      <p className="container pb-12">
        <a href={savedPagePath(lang)} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('saved.link')}
        </a>
      </p>
    </PageFrame>
  )
}
