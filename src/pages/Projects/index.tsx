import { PageFrame } from '../../shared/components/PageFrame'
import { useBuildData } from '../../shared/data/use-build-data'
import { ProjectList } from './ProjectList'
import { ThemeList } from './ThemeList'
import type { loader } from './page'

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
