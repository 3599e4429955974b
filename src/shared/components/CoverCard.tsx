import type { ReactNode } from 'react'
import { FALLBACK_IMAGES } from './fallback-images'
import { IMAGE_SIZES } from './image-sizes'
import { SmartImage } from './SmartImage'

/**
 * A card of a `content/` page (a publication, a project theme): its cover, then its linked title (h3); the
 * whole card is the link. `before` and `after` stand above and under the title.
 */
export function CoverCard({
  image,
  href,
  title,
  bodyClassName,
  titleClassName = 'text-lg font-bold text-slate-900',
  before,
  after,
}: {
  image: string
  href: string
  title: string
  /** The padding of the text part. */
  bodyClassName: string
  titleClassName?: string
  before?: ReactNode
  after?: ReactNode
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
      <SmartImage
        image={image}
        fallback={FALLBACK_IMAGES.placeholder}
        sizes={IMAGE_SIZES.cardGrid}
        alt=""
        width={1200}
        height={675}
        className="aspect-video h-auto w-full bg-slate-100 object-cover"
      />
      <div className={`flex flex-1 flex-col ${bodyClassName}`}>
        {before}
        <h3 className={titleClassName}>
          <a
            href={href}
            className="focus-ring rounded after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {title}
          </a>
        </h3>
        {after}
      </div>
    </article>
  )
}
