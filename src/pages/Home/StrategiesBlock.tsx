import { HOME_BLOCK_TINTED } from './home-block'
import { EmptyState, ErrorPanel, reloadPage } from '../../components/states'
import { useBlockData } from '../../data/useBlockData'
import { useI18n } from '../../i18n/I18nProvider'
import type { StrategyView } from './home-data'
import { SectionHeading } from '../../components/SectionHeading'
import { Skeletons } from './Skeletons'
import { StrategyCard } from './StrategyCard'
import { balancedGrid } from '../../components/balanced-grid'

/** docs/behaviour.md#states: five placeholders while the strategies load at run time. */
const STRATEGY_SKELETONS = 5

/**
 * Block 8 of docs/behaviour.md#home: the strategies, one under the other on a phone, in a balanced grid wider
 * (five columns on large screens). The latest articles are the block above: no list of them here
 * again. Failure: the list is emptied and its message offers a retry that reloads the page.
 */
export function StrategiesBlock({ initial }: { initial: StrategyView[] | null }) {
  const { t, lang } = useI18n()
  const { state, data } = useBlockData(initial, async (signal) =>
    (await import('./live-data')).fetchStrategyViews(lang, signal),
  )

  let body
  if (state === 'ready' && data) {
    body = (
      <ul className={`${balancedGrid(data.length, { wide: 5 })} lt-md:gap-3`}>
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
    body = (
      <Skeletons
        count={STRATEGY_SKELETONS}
        className={balancedGrid(STRATEGY_SKELETONS, { wide: 5 })}
        itemClassName="h-24 rounded-2xl md:h-72"
      />
    )

  return (
    <section aria-labelledby="home-strategies-title" {...HOME_BLOCK_TINTED}>
      <div className="container">
        <SectionHeading
          bar
          id="home-strategies-title"
          title={t('home.strategies.title')}
          intro={t('home.strategies.intro')}
        />
        <div data-strategies-state={state}>{body}</div>
      </div>
    </section>
  )
}
