import { ArrowLeft } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import type { IdsWithKeys, TextKey } from '../i18n/text-keys'
import { ContentNotFound } from './ContentNotFound'
import type { ContentPage } from './content-page'
import type { BuildLoader } from '../data/build-loader'
import { useBuildData } from '../data/use-build-data'
import { GradientBadge } from './GradientBadge'
import { RichText } from './RichText'
import { StaticPageLayout } from './StaticPageLayout'
import { SupportCard } from './SupportCard'
import { EditPageLink } from './EditPageLink'

/** The dictionary prefixes that hold every text of an entry page (`static.theme`, `static.info`). */
type EntrySection = IdsWithKeys<
  '',
  '.notFound' | '.notFoundText' | '.supportTitle' | '.supportText' | '.back'
>

/**
 * A Markdown page with an icon and a gradient (project themes, information pages): its text, a support card
 * and a link back to its section. `keys` is the dictionary prefix of its texts (`static.theme`, `static.info`);
 * an unknown slug shows that section's not-found message.
 */
export function ContentEntryPage({
  keys,
  parent,
}: {
  keys: EntrySection
  parent: { labelKey: TextKey; href: string }
}) {
  const { t, to } = useI18n()
  const page = useBuildData<BuildLoader<ContentPage<'themes' | 'info'>>>()
  if (!page) return <ContentNotFound title={t(`${keys}.notFound`)} message={t(`${keys}.notFoundText`)} />
  const { title, description, image, icon, gradient } = page.data
  return (
    <StaticPageLayout
      title={title}
      description={description}
      image={image}
      trail={[{ label: t(parent.labelKey), href: parent.href }, { label: title }]}
      aside={
        <>
          <SupportCard
            badge={<GradientBadge icon={icon} gradient={gradient} />}
            title={t(`${keys}.supportTitle`)}
            text={t(`${keys}.supportText`)}
          />
          <a
            href={to(parent.href)}
            className="focus-ring inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" size={18} />
            {t(`${keys}.back`)}
          </a>
        </>
      }
    >
      <RichText html={page.html} className="text-lg" />
      <EditPageLink href={page.editUrl} />
    </StaticPageLayout>
  )
}
