import { HOME_BLOCK_TINTED } from './home-block'
import { EmptyState, ErrorPanel } from '../../shared/components/states'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { StrategyView } from './home-data'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { StrategyCard } from './StrategyCard'
import { balancedGrid } from '../../shared/components/balanced-grid'

/**
 * Block 8 of docs/behaviour.md#home: the strategies, one under the other on a phone, in a balanced grid wider
 * (five columns on large screens). The latest articles are the block above: no list of them here again. When
 * the build had no strategies: their unavailable panel instead of the list.
 */
export function StrategiesBlock({ initial }: { initial: StrategyView[] | null }) {
  const { t } = useI18n()
  const state = initial === null ? 'unavailable' : initial.length ? 'ready' : 'empty'

  let body
  if (initial?.length) {
    body = (
      <ul className={`${balancedGrid(initial.length, { wide: 5 })} lt-md:gap-3`}>
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
        <div data-strategies-state={state}>{body}</div>
      </div>
    </section>
  )
}
