import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { type Shown, langOfShown, textOfShown } from './PartText'

/**
 * The band at the top of every inner page: breadcrumbs, the page's only <h1>, an optional subtitle.
 * Dark brand background so white text keeps a contrast well above 4.5:1.
 */
export function PageHero({
  title,
  subtitle,
  trail,
  compact = false,
  children,
}: {
  title: Shown
  subtitle?: Shown
  /** Crumbs after "Home"; defaults to the page itself. */
  trail?: readonly Crumb[]
  /**
   * A page whose text must start on a phone's first screen (an article, docs/behaviour.md#article): the
   * breadcrumb is only its parent link there, and the title a size smaller.
   */
  compact?: boolean
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="container space-y-3 py-6 sm:space-y-4 sm:py-16">
        <Breadcrumbs trail={trail ?? [{ label: title }]} parentOnlyOnPhone={compact} />
        <h1
          lang={langOfShown(title)}
          className={`max-w-4xl font-extrabold leading-tight sm:text-4xl lg:text-5xl ${compact ? 'text-2xl' : 'text-3xl'}`}
        >
          {textOfShown(title)}
        </h1>
        {subtitle && textOfShown(subtitle) ? (
          <p lang={langOfShown(subtitle)} className="max-w-3xl text-base text-white/90 sm:text-lg">
            {textOfShown(subtitle)}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  )
}
