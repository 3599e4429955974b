import type { ReactNode } from 'react'

/** A block's <h2> (its id labels the section), an optional line of introduction and an optional link. */
export function SectionHeading({
  id,
  title,
  intro,
  action,
  tone = 'light',
}: {
  id: string
  title: string
  intro?: string
  action?: ReactNode
  /** 'dark' for a block on a dark background. */
  tone?: 'light' | 'dark'
}) {
  const dark = tone === 'dark'
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-3xl">
        <h2
          id={id}
          className={`text-2xl font-extrabold sm:text-3xl ${dark ? 'text-white' : 'text-slate-900'}`}
        >
          {title}
        </h2>
        {intro ? (
          <p className={`mt-2 text-lg ${dark ? 'text-white/90' : 'text-slate-700'}`}>{intro}</p>
        ) : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  )
}
