import { ContactDetailsList } from '../../shared/components/ContactDetailsList'
import { ContentNotFound } from '../../shared/components/ContentNotFound'
import { EditPageLink } from '../../shared/components/EditPageLink'
import { RichText } from '../../shared/components/RichText'
import { StaticPageLayout } from '../../shared/components/StaticPageLayout'
import { useBuildData } from '../../shared/data/use-build-data'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { loader } from './page'

/**
 * The privacy page (docs/behaviour.md#privacy-page): its text is content/info/confidentialite.{fr,en}.md,
 * which editors keep true to what the back-end keeps; the organisation's coordinates come from the settings.
 */
export function Component() {
  const { t } = useI18n()
  const data = useBuildData<typeof loader>()
  if (!data)
    return <ContentNotFound title={t('static.info.notFound')} message={t('static.info.notFoundText')} />
  const { title, description, image } = data.page.data
  return (
    <StaticPageLayout
      title={title}
      description={description}
      image={image}
      trail={[{ label: title }]}
      aside={
        <section
          aria-labelledby="privacy-contact"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="privacy-contact" className="text-lg font-bold text-slate-900">
            {t('privacy.contactTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('privacy.contactText')}</p>
          <address className="mt-4 not-italic text-slate-900">
            <strong>{data.organisation}</strong>
            <br />
            {data.street}
          </address>
          <div className="mt-4">
            <ContactDetailsList contact={data.contact} />
          </div>
        </section>
      }
    >
      <RichText html={data.page.html} className="text-lg" />
      <EditPageLink href={data.page.editUrl} />
    </StaticPageLayout>
  )
}
