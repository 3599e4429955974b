import { useParams } from 'react-router-dom'
import { useBuildData } from '../../shared/data/use-build-data'
import { Island } from '../../shared/islands/Island'
import type { NewsListData } from './news-list-data'
import newsList from './NewsList.island'
import { PageFrame } from '../../shared/components/PageFrame'
import { PageHero } from '../../shared/components/PageHero'
import { PageMeta } from '../../shared/components/PageMeta'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { savedPagePath } from '../../shared/offline/rules'
import { paths } from '../../shared/app/paths'
import { CategoryLinks } from './CategoryLinks'
import { NEWS_QUERY_PARAMS } from './query'
import type { loader } from './page'

export type { NewsListData }

export function Component() {
  const { t, lang } = useI18n()
  const data = useBuildData<typeof loader>()
  // Pages 2, 3… of the plain list are pages of their own, with a title of their own.
  const page = Number(useParams().page ?? 1)
  const category = data?.category ?? null
  const body = (
    <>
      {/* Hydrated at the visitor's first use, not during the load (docs/islands.md#an-island); at once when the
          address holds a search, a category, a sort or a page, which the prerendered list does not show. */}
      <Island
        of={newsList}
        // The category links are drawn outside it: its props carry the rest only.
        props={{ data: data ? { ...data, categoryLinks: null } : null }}
        when="in-use"
        urlState={NEWS_QUERY_PARAMS}
      />
      {/* After the list, as the link below: the first card stays on a phone's first screen. */}
      <CategoryLinks links={data?.categoryLinks ?? null} current={category?.id ?? null} />
      <p className="container pb-12">
        <a
          href={savedPagePath(lang)}
          className="tap-target font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t('saved.link')}
        </a>
      </p>
    </>
  )
  if (!category) {
    return (
      <PageFrame id="news" metaTitle={page > 1 ? t('page.news.pageTitle', { page }) : undefined}>
        {body}
      </PageFrame>
    )
  }
  // A category page: its own title and heading (the category's name), under the news list.
  const name = category.label.text
  return (
    <>
      <PageMeta
        title={
          page > 1
            ? t('page.news.categoryPageTitle', { category: name, page })
            : t('page.news.categoryTitle', { category: name })
        }
        description={t('page.news.description')}
      />
      <PageHero
        title={category.label}
        subtitle={t('page.news.categorySubtitle')}
        trail={[{ label: t('nav.news'), href: paths.newsList() }, { label: category.label }]}
      />
      {body}
    </>
  )
}
