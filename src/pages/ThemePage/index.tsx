import { ArrowLeft } from 'lucide-react'
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { ContentNotFound } from '../../components/ContentNotFound'
import type { ContentPage } from '../../components/content-page'
import { GradientBadge } from '../../components/GradientBadge'
import { RichText } from '../../components/RichText'
import { StaticPageLayout } from '../../components/StaticPageLayout'
import { SupportCard } from '../../components/SupportCard'
import { useI18n } from '../../i18n/I18nProvider'
import { isLang } from '../../i18n/languages'

export async function loader({ params }: LoaderFunctionArgs): Promise<ContentPage<'themes'> | null> {
  if (!import.meta.env.SSR || !isLang(params.lang) || !params.slug) return null
  const [{ getEntry }, { toContentPage }] = await Promise.all([
    import('../../data/server/content'),
    import('../../components/content-page'),
  ])
  return toContentPage(await getEntry('themes', params.slug, params.lang))
}

/** A project theme page (`/projets/{slug}`, DESIGN decision 11); an unknown slug says "Page non trouvée". */
export function Component() {
  const { t, to } = useI18n()
  const page = useLoaderData() as ContentPage<'themes'> | null | undefined
  if (!page)
    return <ContentNotFound title={t('static.theme.notFound')} message={t('static.theme.notFoundText')} />
  const { title, description, image, icon, gradient } = page.data
  return (
    <StaticPageLayout
      title={title}
      description={description}
      image={image}
      trail={[{ label: t('nav.projects'), href: '/projets' }, { label: title }]}
      aside={
        <>
          <SupportCard
            badge={<GradientBadge icon={icon} gradient={gradient} />}
            title={t('static.theme.supportTitle')}
            text={t('static.theme.supportText')}
          />
          <Link
            to={to('/projets')}
            className="focus-ring inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" size={18} />
            {t('static.theme.back')}
          </Link>
        </>
      }
    >
      <RichText html={page.html} className="text-lg" />
    </StaticPageLayout>
  )
}
