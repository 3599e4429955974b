import type { ReactNode } from 'react'
import type { BlockState } from '../data/useBlockData'
import { useI18n } from '../i18n/I18nProvider'
import { EmptyState, ErrorPanel, LoadingState } from './states'

/**
 * The body of a page whose data may have to be fetched in the browser (about, mission, history, team): the
 * spinner, the error panel with its retry button, the "no data" message, or the page itself
 * (docs/behaviour.md#states).
 */
export function FetchedContent<T>({
  state,
  data,
  onRetry,
  errorMessage,
  emptyMessage,
  children,
}: {
  state: BlockState
  data: T | null | undefined
  /** Reloads the page or fetches again in place, depending on the page (docs/behaviour.md#retry). */
  onRetry: () => void
  /** Default: "Erreur lors du chargement de la page". */
  errorMessage?: string
  /** Default: "Aucune donnée disponible". */
  emptyMessage?: string
  children: (data: T) => ReactNode
}) {
  const { t } = useI18n()
  if (state === 'loading') return <LoadingState />
  if (state === 'error') {
    return (
      <div className="container">
        <ErrorPanel
          title={t('state.errorTitle')}
          message={errorMessage ?? t('state.pageError')}
          onRetry={onRetry}
          retryLabel={t('state.retry')}
        />
      </div>
    )
  }
  if (state === 'empty' || data === null || data === undefined) {
    return (
      <div className="container">
        <EmptyState title={emptyMessage ?? t('state.noData')} />
      </div>
    )
  }
  return <>{children(data)}</>
}
