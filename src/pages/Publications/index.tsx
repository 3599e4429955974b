import { contactSummary } from '../../components/contact-summary'
import { PageFrame } from '../../components/PageFrame'
import { PublicationGrid, toPublicationSummary } from '../../components/PublicationCard'
import { SectionHeading } from '../../components/SectionHeading'
import { UnderConstructionLine } from '../../components/UnderConstructionNotice'
import { useI18n } from '../../i18n/I18nProvider'
import { buildLoader, useBuildData } from '../../data/build-loader'

export const loader = buildLoader(async ({ lang, settings, content }) => {
  const [contact, entries] = await Promise.all([
    settings(),
    content().then(({ listEntries }) => listEntries('publications', lang)),
  ])
  return { contact: contactSummary(contact), publications: entries.map(toPublicationSummary) }
})

/**
 * docs/behaviour.md#projects-publications-and-documents: the publications that already have their page come
 * first, then the notice that the list is still being prepared, as one line
 * (docs/behaviour.md#real-content-before-the-notice).
 */
export function Component() {
  const { t } = useI18n()
  const data = useBuildData<typeof loader>()
  const publications = data?.publications ?? []
  return (
    <PageFrame id="publications">
      <div className="container space-y-10 py-10 sm:py-12">
        {publications.length > 0 ? (
          <section aria-labelledby="publications-available">
            <SectionHeading id="publications-available" title={t('construction.publicationsTitle')} />
            <PublicationGrid publications={publications} columns="sm:grid-cols-2 lg:grid-cols-4" />
          </section>
        ) : null}
        <UnderConstructionLine contact={data?.contact ?? null} browse="projects" />
      </div>
    </PageFrame>
  )
}
