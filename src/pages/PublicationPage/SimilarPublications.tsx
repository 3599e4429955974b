import { PublicationGrid, type PublicationSummary } from '../../shared/components/PublicationCard'
import { useI18n } from '../../shared/i18n/I18nProvider'

/**
 * "Publications similaires": up to three cards linking to their pages
 * (docs/behaviour.md#similar-publications-link).
 */
export function SimilarPublications({ publications }: { publications: readonly PublicationSummary[] }) {
  const { t } = useI18n()
  if (publications.length === 0) return null
  return (
    <section
      aria-labelledby="publication-similar"
      className="mt-12 border-t border-slate-200 pt-10"
      data-pagefind-ignore=""
    >
      <h2 id="publication-similar" className="text-2xl font-bold text-slate-900">
        {t('static.publication.similar')}
      </h2>
      <PublicationGrid publications={publications} columns="sm:grid-cols-2 xl:grid-cols-3" />
    </section>
  )
}
