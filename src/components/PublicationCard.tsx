import { useI18n } from '../i18n/I18nProvider'
import { IMAGE_SIZES } from './image-sizes'
import { SmartImage } from './SmartImage'
import { FALLBACK_IMAGES } from './fallback-images'
import { paths } from '../app/paths'
import type { ContentEntry } from '../schemas/content'

/** What a publication card shows; loaders build it from the content entries. */
export interface PublicationSummary {
  slug: string
  title: string
  category: string
  image: string
}

export function toPublicationSummary({ slug, data }: ContentEntry<'publications'>): PublicationSummary {
  return { slug, title: data.title, category: data.category, image: data.image }
}

/**
 * A publication as a card (title as h3) linking to its page (docs/behaviour.md#similar-publications-link).
 */
export function PublicationCard({ publication }: { publication: PublicationSummary }) {
  const { to } = useI18n()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
      <SmartImage
        image={publication.image}
        fallback={FALLBACK_IMAGES.placeholder}
        sizes={IMAGE_SIZES.cardGrid}
        alt=""
        width={1200}
        height={675}
        className="aspect-video h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{publication.category}</p>
        <h3 className="mt-1 text-lg font-bold text-slate-900">
          <a
            href={to(paths.publication(publication.slug))}
            className="focus-ring rounded after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {publication.title}
          </a>
        </h3>
      </div>
    </article>
  )
}

/** Publications as a grid of cards (the publications page, the similar ones under a publication). */
export function PublicationGrid({
  publications,
  columns,
}: {
  publications: readonly PublicationSummary[]
  /** The grid's column classes beyond one column. */
  columns: string
}) {
  return (
    <ul className={`mt-6 grid gap-6 ${columns}`}>
      {publications.map((publication) => (
        <li key={publication.slug}>
          <PublicationCard publication={publication} />
        </li>
      ))}
    </ul>
  )
}
