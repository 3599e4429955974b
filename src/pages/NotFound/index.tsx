import { PageMeta } from '../../shared/components/PageMeta'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { Island } from '../../shared/islands/Island'
import { LIVE_CONTENT_SECTIONS } from './live-content'
import notFoundPage from './NotFoundPage.island'

/**
 * The 404 page of each language (docs/islands.md, "404.html"); its head is the page's, outside the island,
 * which hydrates only under the sections where it may have content the build did not.
 */
export function Component() {
  const { t } = useI18n()
  return (
    <>
      <PageMeta title={t('notFound.metaTitle')} noindex />
      <Island of={notFoundPage} props={{}} when="load" sections={LIVE_CONTENT_SECTIONS} />
    </>
  )
}
