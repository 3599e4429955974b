import { ArrowLeft, CalendarDays } from 'lucide-react'
import { ContentNotFound } from '../../shared/components/ContentNotFound'
import { useBuildData } from '../../shared/data/use-build-data'
import { RichText } from '../../shared/components/RichText'
import { StaticPageLayout } from '../../shared/components/StaticPageLayout'
import { SupportCard } from '../../shared/components/SupportCard'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { formatDate } from '../../shared/lib/dates'
import { EditPageLink } from '../../shared/components/EditPageLink'
import type { loader } from './page'

/** A static news item (`/news/{id}`, ids 1 and 2); any other id says "Article non trouvé". */
export function Component() {
  const { t, lang, to } = useI18n()
  const page = useBuildData<typeof loader>()
  if (!page)
    return <ContentNotFound title={t('static.news.notFound')} message={t('static.news.notFoundText')} />
  const { title, description, image, date } = page.data
  return (
    <StaticPageLayout
      title={title}
      description={description}
      image={image}
      trail={[{ label: t('nav.news'), href: '/actualites' }, { label: title }]}
      heroExtra={
        <p className="flex items-center gap-2 text-white/90">
          <CalendarDays aria-hidden="true" size={18} />
          {t('static.news.published', { date: formatDate(date, lang) })}
        </p>
      }
      aside={
        <>
          <SupportCard title={t('static.news.supportTitle')} text={t('static.news.supportText')} />
          <a
            href={to('/actualites')}
            className="focus-ring inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" size={18} />
            {t('static.news.back')}
          </a>
        </>
      }
    >
      <RichText html={page.html} className="text-lg" />
      <EditPageLink href={page.editUrl} />
    </StaticPageLayout>
  )
}
