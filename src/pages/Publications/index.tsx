import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import type { ContactSummary } from '../../components/contact-summary'
import { PageFrame } from '../../components/PageFrame'
import { PublicationCard, type PublicationSummary } from '../../components/PublicationCard'
import { SectionHeading } from '../../components/SectionHeading'
import { UnderConstructionLine } from '../../components/UnderConstructionNotice'
import { useI18n } from '../../i18n/I18nProvider'
import { isLang } from '../../i18n/languages'

interface PublicationsData {
  contact: ContactSummary
  publications: PublicationSummary[]
}

export async function loader({ params }: LoaderFunctionArgs): Promise<PublicationsData | null> {
  if (!import.meta.env.SSR || !isLang(params.lang)) return null
  const [{ getSettings, listEntries }, { contactSummary }] = await Promise.all([
    import('../../data/server/content'),
    import('../../components/contact-summary'),
  ])
  const [settings, entries] = await Promise.all([getSettings(), listEntries('publications', params.lang)])
  return {
    contact: contactSummary(settings),
    publications: entries.map(({ slug, data }) => ({
      slug,
      title: data.title,
      category: data.category,
      image: data.image,
    })),
  }
}

/**
 * docs/behaviour.md#projects-publications-and-documents: the publications that already have their page come
 * first, then the notice that the list is still being prepared, as one line
 * (docs/behaviour.md#real-content-before-the-notice).
 */
export function Component() {
  const { t } = useI18n()
  const data = useLoaderData() as PublicationsData | null | undefined
  const publications = data?.publications ?? []
  return (
    <PageFrame id="publications">
      <div className="container space-y-10 py-10 sm:py-12">
        {publications.length > 0 ? (
          <section aria-labelledby="publications-available">
            <SectionHeading id="publications-available" title={t('construction.publicationsTitle')} />
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {publications.map((publication) => (
                <li key={publication.slug}>
                  <PublicationCard publication={publication} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <UnderConstructionLine contact={data?.contact ?? null} browse="projects" />
      </div>
    </PageFrame>
  )
}
