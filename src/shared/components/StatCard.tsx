import { DEFAULT_GRADIENT, type Gradient } from '../schemas/gradients'
import type { ReactNode } from 'react'
import { keepTogether } from '../i18n/typography'

/**
 * A key figure: a large value (never split over two lines: "100 000"), its label, an optional line of detail
 * and an optional icon badge.
 */
export function StatCard({
  value,
  label,
  detail,
  icon,
  gradient,
}: {
  value: string
  label: string
  detail?: string
  icon?: ReactNode
  gradient?: Gradient
}) {
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      {icon ? (
        <div
          className={`mx-auto mb-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br text-white ${gradient ?? DEFAULT_GRADIENT}`}
        >
          {icon}
        </div>
      ) : null}
      <p className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{keepTogether(value)}</p>
      <p className="mt-1 font-semibold text-slate-900">{label}</p>
      {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
    </div>
  )
}
