import { HOME_BLOCK_TINTED } from './home-block'
import { useMemo } from 'react'
import { EmptyState, ErrorPanel } from '../../components/states'
import { useI18n } from '../../i18n/I18nProvider'
import type { ArticleCardView } from '../../components/article-card-view'
import type { StrategyView } from './home-data'
import { HOME_LIMITS } from './home-limits'
import { RecentArticles } from './RecentArticles'
import { SectionHeading } from '../../components/SectionHeading'
import { StrategyCard } from './StrategyCard'

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5'

/**
 * Block 8 of docs/behaviour.md#home: the strategies, 5 columns on large screens, with the 3 most recent
 * articles beside them. When the build had no strategies: their unavailable panel instead of the list.
 */
export function StrategiesBlock({
  initial,
  articles,
}: {
  initial: StrategyView[] | null
  /** The home page's latest articles from the build: the first 3 are the recent ones. */
  articles: ArticleCardView[] | null
}) {
  const { t } = useI18n()
  const recent = useMemo(() => articles && articles.slice(0, HOME_LIMITS.recentArticles), [articles])
  const state = initial === null ? 'unavailable' : initial.length ? 'ready' : 'empty'

  let body
  if (initial?.length) {
    body = (
      <ul className={GRID}>
        {initial.map((strategy) => (
          <li key={strategy.id}>
            <StrategyCard strategy={strategy} />
          </li>
        ))}
      </ul>
    )
  } else if (state === 'unavailable') body = <ErrorPanel message={t('home.strategies.error')} />
  else body = <EmptyState title={t('home.strategies.empty')} />

  return (
    <section aria-labelledby="home-strategies-title" {...HOME_BLOCK_TINTED}>
      <div className="container">
        <SectionHeading
          bar
          id="home-strategies-title"
          title={t('home.strategies.title')}
          intro={t('home.strategies.intro')}
        />
        <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div data-strategies-state={state}>{body}</div>
          <RecentArticles initial={recent} />
        </div>
      </div>
    </section>
  )
}
