import type { ReactNode } from 'react'
import type { Crumb } from './Breadcrumbs'
import { PageHero } from './PageHero'
import { PageMeta } from './PageMeta'
import { IMAGE_SIZES } from './image-sizes'
import { SmartImage } from './SmartImage'
import { FALLBACK_IMAGES } from './fallback-images'

/**
 * The frame of the pages written in `content/` (theme, project, news item, information, publication): hero
 * with the page's title and summary, the illustration, the body, and an optional side column.
 */
export function StaticPageLayout({
  title,
  description,
  trail,
  image,
  heroExtra,
  aside,
  children,
}: {
  title: string
  description: string
  trail: readonly Crumb[]
  /** Illustrations of `content/` are 1200x675 and decorative (they carry no text). */
  image: string
  heroExtra?: ReactNode
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHero title={title} subtitle={description} trail={trail}>
        {heroExtra}
      </PageHero>
      <div className="container grid gap-10 py-12 lg:grid-cols-3">
        <article className="min-w-0 lg:col-span-2">
          <SmartImage
            image={image}
            fallback={FALLBACK_IMAGES.placeholder}
            sizes={IMAGE_SIZES.mainColumn}
            alt=""
            width={1200}
            height={675}
            priority
            className="mb-8 h-auto w-full rounded-2xl bg-slate-100 shadow-sm"
          />
          {children}
        </article>
        {aside ? <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start">{aside}</aside> : null}
      </div>
    </>
  )
}
