import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import type { ContactSummary } from '../../components/contact-summary'
import { PageFrame } from '../../components/PageFrame'
import { UnderConstructionLine } from '../../components/UnderConstructionNotice'
import { isLang } from '../../i18n/languages'
import { ThemeList, type ThemeSummary } from './ThemeList'

interface ProjectsData {
  contact: ContactSummary
  themes: ThemeSummary[]
}

export async function loader({ params }: LoaderFunctionArgs): Promise<ProjectsData | null> {
  if (!import.meta.env.SSR || !isLang(params.lang)) return null
  const [{ getSettings, listEntries }, { contactSummary }] = await Promise.all([
    import('../../data/server/content'),
    import('../../components/contact-summary'),
  ])
  const [settings, themes] = await Promise.all([getSettings(), listEntries('themes', params.lang)])
  return {
    contact: contactSummary(settings),
    themes: themes.map(({ slug, data }) => ({
      slug,
      title: data.title,
      description: data.description,
      image: data.image,
      icon: data.icon,
      gradient: data.gradient,
    })),
  }
}

/**
 * The projects list: the five theme pages (docs/behaviour.md#project-theme-pages) first, then the
 * under-construction notice as one line (docs/behaviour.md#real-content-before-the-notice).
 */
export function Component() {
  const data = useLoaderData() as ProjectsData | null | undefined
  return (
    <PageFrame id="projects">
      <div className="container space-y-10 py-10 sm:py-12">
        {data && data.themes.length > 0 ? <ThemeList themes={data.themes} /> : null}
        <UnderConstructionLine contact={data?.contact ?? null} browse="news" />
      </div>
    </PageFrame>
  )
}
