// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
import { AlertTriangle, Inbox, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider'

/** Loading, error and empty states shared by every block and page (docs/behaviour.md#states). */

export function LoadingState({ label }: { label?: string }) {
  const { t } = useI18n()
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-3 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>{label ?? t('state.loading')}</span>
    </div>
  )
}

export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel,
}: {
  title?: string
  message: string
  onRetry?: () => void
  retryLabel?: string
}) {
  const { t } = useI18n()
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-xl rounded-xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <AlertTriangle aria-hidden="true" className="mx-auto mb-2 text-red-700" size={32} />
      <h2 className="text-lg font-bold text-red-800">{title ?? t('state.errorTitle')}</h2>
      <p className="mt-1 text-red-800">{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="btn-primary mt-4">
          <RotateCw aria-hidden="true" size={18} />
          {retryLabel ?? t('state.retry')}
        </button>
      ) : null}
    </div>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto my-8 max-w-xl rounded-xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
      <Inbox aria-hidden="true" className="mx-auto mb-2 text-slate-500" size={32} />
      <p className="font-semibold text-slate-800">{title}</p>
      {children ? <div className="mt-1">{children}</div> : null}
    </div>
  )
}
