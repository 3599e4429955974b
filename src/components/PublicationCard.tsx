import { useI18n } from '../i18n/I18nProvider'
import { IMAGE_SIZES } from './image-sizes'
import { SmartImage } from './SmartImage'
import { PLACEHOLDER_IMAGE } from './StaticPageLayout'
import { paths } from '../app/paths'

/** What a publication card shows; loaders build it from the content entries. */
export interface PublicationSummary {
  slug: string
  title: string
  category: string
  image: string
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
        fallback={PLACEHOLDER_IMAGE}
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
