import { useI18n } from '../../i18n/I18nProvider'

/**
 * Placeholders while a block loads at run time (docs/behaviour.md#states: 5 for the strategies, 3 for the
 * articles). One status message for screen readers; the shapes themselves are decorative.
 */
export function Skeletons({
  count,
  itemClassName,
  className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  label,
}: {
  count: number
  /** Size and shape of one placeholder, e.g. 'h-72 rounded-2xl'. */
  itemClassName: string
  className?: string
  label?: string
}) {
  const { t } = useI18n()
  return (
    <div role="status" aria-busy="true" className={className} data-skeletons={count}>
      <span className="sr-only">{label ?? t('state.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          data-skeleton=""
          className={`animate-pulse bg-slate-200 motion-reduce:animate-none ${itemClassName}`}
        />
      ))}
    </div>
  )
}
