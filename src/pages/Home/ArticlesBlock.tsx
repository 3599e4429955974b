import { HOME_BLOCK } from './home-block'
import { ArrowRight } from 'lucide-react'
import { EmptyState } from '../../components/states'
import { useBlockData } from '../../data/useBlockData'
import { useI18n } from '../../i18n/I18nProvider'
import { paths } from '../../app/paths'
import { ArticleCard } from '../../components/ArticleCard'
import type { ArticleCardView } from '../../components/article-card-view'
import { HOME_LIMITS } from './home-limits'
import { SectionHeading } from '../../components/SectionHeading'
import { Skeletons } from './Skeletons'
import { cardRow } from '../../components/card-row'

/**
 * Block 7 of docs/behaviour.md#home: the 6 latest articles. Failure or none: the list is empty and says so.
 */
export function ArticlesBlock({ initial }: { initial: ArticleCardView[] | null }) {
  const { t, to, lang } = useI18n()
  const { state, data } = useBlockData(initial, async (signal) =>
    (await import('./live-data')).fetchLatestArticleViews(HOME_LIMITS.articles, lang, signal),
  )

  let body
  if (state === 'ready' && data) {
    const row = cardRow(data.length)
    body = (
      <ul className={row.list}>
        {data.map((article) => (
          <li key={article.id} className={row.item}>
            <ArticleCard article={article} look="home" readMore={t('home.articles.readMore')} />
          </li>
        ))}
      </ul>
    )
  } else if (state === 'loading') body = <Skeletons count={3} itemClassName="h-96 rounded-2xl" />
  else body = <EmptyState title={t('home.articles.empty')} />

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
