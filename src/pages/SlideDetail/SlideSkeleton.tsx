import { useI18n } from '../../shared/i18n/I18nProvider'

/** Grey shapes where the slide will appear, while it loads from the API. */
export function SlideSkeleton() {
  const { t } = useI18n()
  const bar = 'rounded bg-slate-200 motion-safe:animate-pulse'
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('state.loading')}</span>
      <div aria-hidden="true" className="bg-gradient-to-br from-brand-800 to-brand-900">
        <div className="container space-y-4 py-12 sm:py-16">
          <div className="h-4 w-40 rounded bg-white/20 motion-safe:animate-pulse" />
          <div className="h-10 w-3/4 max-w-2xl rounded bg-white/20 motion-safe:animate-pulse" />
          <div className="h-4 w-48 rounded bg-white/20 motion-safe:animate-pulse" />
        </div>
      </div>
      <div aria-hidden="true" className="container max-w-4xl space-y-4 py-12">
        <div className={`aspect-video w-full ${bar}`} />
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-11/12 ${bar}`} />
        <div className={`h-4 w-4/5 ${bar}`} />
      </div>
    </div>
  )
}
