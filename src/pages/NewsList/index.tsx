import { useParams } from 'react-router-dom'
import { buildLoader, useBuildData } from '../../data/build-loader'
import { Island } from '../../islands/Island'
import type { NewsListData } from './news-list-data'
import { NewsList } from './NewsList'
import { PageFrame } from '../../components/PageFrame'
import { useI18n } from '../../i18n/I18nProvider'
import { savedPagePath } from '../../offline/rules'
import { NEWS_QUERY_PARAMS } from './query'

export type { NewsListData }

export const loader = buildLoader<NewsListData>(async ({ snapshot, params, lang }) => {
  // Imported here, not at the top: the browser's copy of the page never needs the conversions.
  const page = Number(params.page ?? 1)
  const [{ NEWS_PAGE_SIZE }, { pageOf, toCategoryOptions, toNewsStats }] = await Promise.all([
    import('../../api/news-page-size'),
    import('./news-data'),
  ])
  const [articles, categories, stats] = await Promise.all([
    snapshot('articles'),
    snapshot('categories'),
    snapshot('articleStats'),
  ])
  return {
    page,
    listing: articles ? pageOf(articles, NEWS_PAGE_SIZE, page, lang) : null,
    categories: categories ? toCategoryOptions(categories, lang) : null,
    stats: stats ? toNewsStats(stats, lang) : null,
  }
})

export function Component() {
  const { t, lang } = useI18n()
  const data = useBuildData<typeof loader>()
  // Pages 2, 3… of the plain list are pages of their own, with a title of their own.
  const page = Number(useParams().page ?? 1)
  return (
    <PageFrame id="news" metaTitle={page > 1 ? t('page.news.pageTitle', { page }) : undefined}>
      {/* Hydrated at the visitor's first use, not during the load (docs/islands.md#an-island); at once when the
          address holds a search, a category, a sort or a page, which the prerendered list does not show. */}
      <Island
        name="NewsList"
        component={NewsList}
        props={{ data }}
        when="in-use"
        urlState={NEWS_QUERY_PARAMS}
      />
      {/* After the list: the first card stays on a phone's first screen. */}
      <p className="container pb-12">
        <a href={savedPagePath(lang)} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('saved.link')}
        </a>
      </p>
    </PageFrame>
  )
}
