import { CalendarDays, Tag } from 'lucide-react'
import { ContentNotFound } from '../../shared/components/ContentNotFound'
import { RichText } from '../../shared/components/RichText'
import { StaticPageLayout } from '../../shared/components/StaticPageLayout'
import { SupportCard } from '../../shared/components/SupportCard'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { useBuildData } from '../../shared/data/use-build-data'
import { formatDate } from '../../shared/lib/dates'
import { PublicationSections } from './PublicationSections'
import { SimilarPublications } from './SimilarPublications'
import { EditPageLink } from '../../shared/components/EditPageLink'
import type { loader } from './page'

/** A publication (`/publication/{slug}`) with its sections and up to 3 similar ones; unknown: "Publication non trouvée". */
export function Component() {
  const { t, lang } = useI18n()
  const data = useBuildData<typeof loader>()
  if (!data) {
    return (
      <ContentNotFound
        title={t('static.publication.notFound')}
        message={t('static.publication.notFoundText')}
      />
    )
  }
  const { page, similar } = data
  const { title, description, image, category, date, sections } = page.data
  return (
    <StaticPageLayout
      title={title}
      description={description}
      image={image}
      trail={[{ label: t('page.publications.title'), href: '/publications' }, { label: title }]}
      heroExtra={
        <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-white/90">
          <span className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 font-semibold text-white">
            <Tag aria-hidden="true" size={16} />
            <span className="sr-only">{t('static.publication.category')} </span>
            {category}
          </span>
          <span className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden="true" size={18} />
            {t('static.publication.published', { date: formatDate(date, lang) })}
          </span>
        </p>
      }
      aside={
        <SupportCard
          title={t('static.publication.supportTitle')}
          text={t('static.publication.supportText')}
        />
      }
    >
      {page.html ? <RichText html={page.html} className="text-lg" /> : null}
      <PublicationSections sections={sections} />
      <SimilarPublications publications={similar} />
      <EditPageLink href={page.editUrl} />
    </StaticPageLayout>
  )
}
