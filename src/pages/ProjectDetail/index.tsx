import { ContentNotFound } from '../../shared/components/ContentNotFound'
import { useBuildData } from '../../shared/data/use-build-data'
import { Icon } from '../../shared/components/Icon'
import { RichText } from '../../shared/components/RichText'
import { StaticPageLayout } from '../../shared/components/StaticPageLayout'
import { SupportCard } from '../../shared/components/SupportCard'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { EditPageLink } from '../../shared/components/EditPageLink'
import type { loader } from './page'

/** A static project page (`/projet/{slug}`); an unknown slug says "Projet non trouvé". */
export function Component() {
  const { t } = useI18n()
  const page = useBuildData<typeof loader>()
  if (!page)
    return <ContentNotFound title={t('static.project.notFound')} message={t('static.project.notFoundText')} />
  const { title, description, image, icon, color } = page.data
  return (
    <StaticPageLayout
      title={title}
      description={description}
      image={image}
      trail={[{ label: t('nav.projects'), href: '/projets' }, { label: title }]}
      aside={
        <SupportCard
          badge={
            // The project's colour is decoration only: the icon is white on it, and the colour is dark enough.
            <span
              className="mb-4 inline-flex h-14 w-14 items-center justify-center rounded-2xl text-white"
              style={{ backgroundColor: color }}
            >
              <Icon name={icon} size={28} />
            </span>
          }
          title={t('static.project.supportTitle')}
          text={t('static.project.supportText')}
        />
      }
    >
      <div className="border-l-4 pl-6" style={{ borderColor: color }}>
        <RichText html={page.html} className="text-lg" />
      </div>
      <EditPageLink href={page.editUrl} />
    </StaticPageLayout>
  )
}
