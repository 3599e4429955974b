import type { ReactNode } from 'react'
import { type Shown, langOfShown, textOfShown } from './PartText'

/**
 * The h2 of a page block (its id labels the section), with an optional line of introduction under it.
 * `bar`: the home page's blocks, whose heading stands in a bar with an optional link at its end (`action`).
 */
export function SectionHeading({
  title,
  intro,
  id,
  centered = false,
  bar = false,
  action,
}: {
  title: Shown
  intro?: Shown
  id?: string
  centered?: boolean
  bar?: boolean
  action?: ReactNode
}) {
  const heading = (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <h2
        id={id}
        lang={langOfShown(title)}
        className={
          bar
            ? 'text-2xl font-extrabold sm:text-3xl text-slate-900'
            : 'text-2xl font-bold text-slate-900 sm:text-3xl'
        }
      >
        {textOfShown(title)}
      </h2>
      {intro && textOfShown(intro) ? (
        <p
          lang={langOfShown(intro)}
          // A home block's line of introduction waits for a wider screen: on a phone its title says enough and
          // the page must stay within ten screens (docs/behaviour.md#home).
          className={`mt-2 ${bar ? 'hidden text-lg text-slate-700 sm:block' : 'text-lg text-slate-600'}`}
        >
          {textOfShown(intro)}
        </p>
      ) : null}
    </div>
  )
  if (!bar) return heading
  return (
    <div className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
      {heading}
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  )
}
