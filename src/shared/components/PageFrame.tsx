import type { ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider'
import type { PageTextsId } from '../i18n/text-keys'
import type { Crumb } from './Breadcrumbs'
import { PageHero } from './PageHero'
import { PageMeta } from './PageMeta'

/**
 * Meta tags and hero of a screen whose texts are `page.<id>.title|subtitle|description` in the dictionary.
 * `metaTitle` names one page of a screen that has several (the news list's page 2…) in the document's title;
 * `noindex` keeps a page out of search engines, the sitemap and the site search.
 */
export function PageFrame({
  id,
  trail,
  metaTitle,
  noindex,
  children,
}: {
  id: PageTextsId
  trail?: readonly Crumb[]
  metaTitle?: string
  noindex?: boolean
  children?: ReactNode
}) {
  const { t } = useI18n()
  const title = t(`page.${id}.title`)
  return (
    <>
      <PageMeta title={metaTitle ?? title} description={t(`page.${id}.description`)} noindex={noindex} />
      <PageHero title={title} subtitle={t(`page.${id}.subtitle`)} trail={trail} />
      {children}
    </>
  )
}
