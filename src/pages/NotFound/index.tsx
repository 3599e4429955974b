import { PageMeta } from '../../components/PageMeta'
import { useI18n } from '../../i18n/I18nProvider'
import { Island } from '../../islands/Island'
import { NotFoundPage } from './NotFoundPage'

/** The 404 page of each language (docs/islands.md, "404.html"); its head is the page's, outside the island. */
export function Component() {
  const { t } = useI18n()
  return (
    <>
      <PageMeta title={t('notFound.metaTitle')} noindex />
      <Island name="NotFoundPage" component={NotFoundPage} props={{}} when="load" />
    </>
  )
}
