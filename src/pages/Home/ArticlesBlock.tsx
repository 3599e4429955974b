import { HOME_BLOCK } from './home-block'
import { ArrowRight } from 'lucide-react'
import { EmptyState } from '../../shared/components/states'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { paths } from '../../shared/app/paths'
import { ArticleCard } from '../../shared/components/ArticleCard'
import type { ArticleCardView } from '../../shared/components/article-card-view'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { cardRow } from '../../shared/components/card-row'

/**
 * Block 7 of docs/behaviour.md#home: the 6 latest articles. None, or none in the build: the list is empty and
 * says so.
 */
export function ArticlesBlock({ initial }: { initial: ArticleCardView[] | null }) {
  const { t, to } = useI18n()
  const state = initial === null ? 'unavailable' : initial.length ? 'ready' : 'empty'

  let body
  if (initial?.length) {
    const row = cardRow(initial.length)
    body = (
      <ul className={row.list}>
        {initial.map((article) => (
          <li key={article.id} className={row.item}>
            <ArticleCard article={article} look="home" readMore={t('home.articles.readMore')} />
          </li>
        ))}
      </ul>
    )
  } else body = <EmptyState title={t('home.articles.empty')} />

  return (
    <section aria-labelledby="home-articles-title" {...HOME_BLOCK}>
      <div className="container">
        <SectionHeading
          bar
          id="home-articles-title"
          title={t('home.articles.title')}
          intro={t('home.articles.intro')}
          action={
            <a href={to(paths.newsList())} className="btn-outline">
              {t('home.articles.viewAll')}
              <ArrowRight aria-hidden="true" size={18} />
            </a>
          }
        />
        <div data-articles-state={state}>{body}</div>
      </div>
    </section>
  )
}
