import { useI18n } from '../i18n/I18nProvider'
import { CoverCard } from './CoverCard'
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
    <CoverCard
      image={publication.image}
      href={to(paths.publication(publication.slug))}
      title={publication.title}
      bodyClassName="p-5"
      titleClassName="mt-1 text-lg font-bold text-slate-900"
      before={
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{publication.category}</p>
      }
    />
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
