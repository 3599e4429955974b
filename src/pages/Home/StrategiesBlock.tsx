import { HOME_BLOCK_TINTED } from './home-block'
import { useMemo } from 'react'
import { EmptyState, ErrorPanel, reloadPage } from '../../components/states'
import { useBlockData } from '../../data/useBlockData'
import { useI18n } from '../../i18n/I18nProvider'
import type { ArticleCardView } from '../../components/article-card-view'
import type { StrategyView } from './home-data'
import { HOME_LIMITS } from './home-limits'
import { RecentArticles } from './RecentArticles'
import { SectionHeading } from '../../components/SectionHeading'
import { Skeletons } from './Skeletons'
import { StrategyCard } from './StrategyCard'

/** docs/behaviour.md#states: five placeholders while the strategies load at run time. */
const STRATEGY_SKELETONS = 5
const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5'

/**
 * Block 8 of docs/behaviour.md#home: the strategies, 5 columns on large screens, with the 3 most recent
 * articles beside them. Failure: the list is emptied and its message offers a retry that reloads the page.
 */
export function StrategiesBlock({
  initial,
  articles,
}: {
  initial: StrategyView[] | null
  /** The home page's latest articles from the build: the first 3 are the recent ones. */
  articles: ArticleCardView[] | null
}) {
  const { t, lang } = useI18n()
  const recent = useMemo(() => articles && articles.slice(0, HOME_LIMITS.recentArticles), [articles])
  const { state, data } = useBlockData(initial, async (signal) =>
    (await import('./live-data')).fetchStrategyViews(lang, signal),
  )

  let body
  if (state === 'ready' && data) {
    body = (
      <ul className={GRID}>
        {data.map((strategy) => (
          <li key={strategy.id}>
            <StrategyCard strategy={strategy} />
          </li>
        ))}
      </ul>
    )
  } else if (state === 'error') {
    body = <ErrorPanel message={t('home.strategies.error')} onRetry={reloadPage} />
  } else if (state === 'empty') body = <EmptyState title={t('home.strategies.empty')} />
  else
    body = <Skeletons count={STRATEGY_SKELETONS} className={GRID} itemClassName="aspect-[2/3] rounded-2xl" />

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
