import { DEFAULT_GRADIENT, type Gradient } from '../schemas/gradients'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * A card with a coloured icon badge, a title (h3) and either a list of points or free content: the High 5
 * objectives, the five pillars, the team's values, the reasons to join. The gradient only colours the
 * badge (white icons on it), never text, so contrast does not depend on the data.
 */
export function IconCard({
  icon,
  title,
  gradient,
  points = [],
  children,
}: {
  icon: ReactNode
  title: string
  gradient?: Gradient
  points?: readonly string[]
  children?: ReactNode
}) {
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div
        className={`mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${gradient ?? DEFAULT_GRADIENT}`}
      >
        {icon}
      </div>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {points.length > 0 ? (
        <ul className="mt-3 space-y-2 text-slate-700">
          {points.map((point, index) => (
            <li key={`${index}-${point}`} className="flex gap-2">
              <Check aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-emerald-700" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  )
}
