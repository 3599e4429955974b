import type { ReactNode } from 'react'
import { type Shown, textOfShown } from './PartText'
import { RichText } from './RichText'
import { SectionHeading } from './SectionHeading'

/** A page block made of a heading and sanitized HTML (preface, vision, context, journey), plus extras. */
export function TextSection({
  id,
  title,
  html,
  tinted = false,
  children,
}: {
  id: string
  title: Shown
  html: Shown
  tinted?: boolean
  children?: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={`py-12 sm:py-16 ${tinted ? 'bg-brand-50' : ''}`}>
      <div className="container">
        <SectionHeading id={id} title={title} />
        {textOfShown(html) ? <RichText html={html} className="mt-6 max-w-3xl text-lg" /> : null}
        {children}
      </div>
    </section>
  )
}
