import { Mail } from 'lucide-react'
import { PageFrame } from '../../shared/components/PageFrame'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useBuildData } from '../../shared/data/use-build-data'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { DocumentList } from './DocumentList'
import type { loader } from './page'

/**
 * docs/behaviour.md#projects-publications-and-documents: the statutes, accounts and reports of the settings,
 * each a file to download with its format and size, then where to ask for another.
 */
export function Component() {
  const { t } = useI18n()
  const data = useBuildData<typeof loader>()
  return (
    <PageFrame id="documents">
      <div className="container space-y-10 py-10 sm:py-12">
        {data && data.documents.length > 0 ? (
          <section aria-labelledby="documents-list">
            <SectionHeading
              id="documents-list"
              title={t('documents.listTitle')}
              intro={t('documents.listSubtitle')}
            />
            <div className="mt-8">
              <DocumentList documents={data.documents} />
            </div>
          </section>
        ) : null}
        {data ? (
          <aside aria-labelledby="documents-ask" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
            <h2 id="documents-ask" className="text-xl font-bold text-slate-900">
              {t('documents.askTitle')}
            </h2>
            <p className="mt-2 text-slate-700">{t('documents.askText')}</p>
            <a
              href={`mailto:${data.email}`}
              className="focus-ring tap-target mt-3 gap-2 rounded font-semibold text-brand-800 underline"
            >
              <Mail aria-hidden="true" size={18} />
              {data.email}
            </a>
          </aside>
        ) : null}
      </div>
    </PageFrame>
  )
}
