import { contactSummary } from '../../components/contact-summary'
import { PageFrame } from '../../components/PageFrame'
import { UnderConstructionLine } from '../../components/UnderConstructionNotice'
import { buildLoader, useBuildData } from '../../data/build-loader'
import { ThemeList, type ThemeSummary } from './ThemeList'

export const loader = buildLoader(async ({ lang, settings, content }) => {
  const [contact, themes] = await Promise.all([
    settings(),
    content().then(({ listEntries }) => listEntries('themes', lang)),
  ])
  return {
    contact: contactSummary(contact),
    themes: themes.map(({ slug, data }): ThemeSummary => ({
      slug,
      title: data.title,
      description: data.description,
      image: data.image,
      icon: data.icon,
      gradient: data.gradient,
    })),
  }
})

/**
 * The projects list: the five theme pages (docs/behaviour.md#project-theme-pages) first, then the
 * under-construction notice as one line (docs/behaviour.md#real-content-before-the-notice).
 */
export function Component() {
  const data = useBuildData<typeof loader>()
  return (
    <PageFrame id="projects">
      <div className="container space-y-10 py-10 sm:py-12">
        {data && data.themes.length > 0 ? <ThemeList themes={data.themes} /> : null}
        <UnderConstructionLine contact={data?.contact ?? null} browse="news" />
      </div>
    </PageFrame>
  )
}
