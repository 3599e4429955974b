import type { ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider'
import { EmptyState, ErrorPanel } from './states'

/**
 * The body of a page drawn from one API snapshot (about, mission, history, the team's members): the page
 * itself; its "no data" message when the record holds nothing; its unavailable panel when the build had no
 * snapshot (docs/behaviour.md#states).
 */
export function BuiltContent<T>({
  data,
  isEmpty,
  errorMessage,
  emptyMessage,
  children,
}: {
  /** null: the build had no snapshot. */
  data: T | null
  isEmpty: (data: T) => boolean
  /** Default: "Erreur lors du chargement de la page". */
  errorMessage?: string
  /** Default: "Aucune donnée disponible". */
  emptyMessage?: string
  children: (data: T) => ReactNode
}) {
  const { t } = useI18n()
  if (data === null) {
    return (
      <div className="container">
        <ErrorPanel title={t('state.errorTitle')} message={errorMessage ?? t('state.pageError')} />
      </div>
    )
  }
  if (isEmpty(data)) {
    return (
      <div className="container">
        <EmptyState title={emptyMessage ?? t('state.noData')} />
      </div>
    )
  }
  return <>{children(data)}</>
}
