import { PageFrame } from '../../components/PageFrame'
import { buildLoader, useBuildData } from '../../data/build-loader'
import { ProjectList, type ProjectSummary } from './ProjectList'
import { ThemeList, type ThemeSummary } from './ThemeList'

export const loader = buildLoader(async ({ lang, content }) => {
  const { listEntries } = await content()
  const [projects, themes] = await Promise.all([listEntries('projects', lang), listEntries('themes', lang)])
  return {
    projects: projects.map(({ slug, data }): ProjectSummary => ({
      slug,
      title: data.title,
      description: data.description,
      image: data.image,
      icon: data.icon,
      color: data.color,
    })),
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
 * The projects list (docs/behaviour.md#projects-publications-and-documents): the projects of `content/projects`,
 * then the five theme pages (docs/behaviour.md#project-theme-pages).
 */
export function Component() {
  const data = useBuildData<typeof loader>()
  return (
    <PageFrame id="projects">
      <div className="container space-y-14 py-10 sm:py-12">
        {data && data.projects.length > 0 ? <ProjectList projects={data.projects} /> : null}
        {data && data.themes.length > 0 ? <ThemeList themes={data.themes} /> : null}
      </div>
    </PageFrame>
  )
}
