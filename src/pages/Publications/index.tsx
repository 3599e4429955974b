import { PageFrame } from '../../shared/components/PageFrame'
import { PublicationGrid } from '../../shared/components/PublicationCard'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { useBuildData } from '../../shared/data/use-build-data'
import type { loader } from './page'

/** docs/behaviour.md#projects-publications-and-documents: the publications of `content/publications`. */
export function Component() {
  const { t } = useI18n()
  const data = useBuildData<typeof loader>()
  const publications = data?.publications ?? []
  return (
    <PageFrame id="publications">
      <div className="container py-10 sm:py-12">
        {publications.length > 0 ? (
          <section aria-labelledby="publications-list">
            <SectionHeading id="publications-list" title={t('publications.listTitle')} />
            <PublicationGrid publications={publications} columns="sm:grid-cols-2 lg:grid-cols-4" />
          </section>
        ) : null}
      </div>
    </PageFrame>
  )
}
