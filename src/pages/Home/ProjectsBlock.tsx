import { HOME_BLOCK_TINTED } from './home-block'
import { ArrowRight, Info } from 'lucide-react'
import { EmptyState } from '../../components/states'
import { useI18n } from '../../i18n/I18nProvider'
import { fallbackProjects } from './fallback-projects'
import type { ProjectView } from './home-data'
import { PROJECTS_PATH } from './project-links'
import { ProjectCard } from './ProjectCard'
import { SectionHeading } from '../../components/SectionHeading'
import { cardRow } from '../../components/card-row'

function ProjectGrid({ projects }: { projects: readonly ProjectView[] }) {
  const row = cardRow(projects.length)
  return (
    <ul className={row.list}>
      {projects.map((project) => (
        <li key={project.id} className={row.item}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  )
}

/**
 * Block 4 of docs/behaviour.md#home: the projects of the three areas. When the build had none, its message and
 * the three built-in projects; with none, the no-projects message.
 */
export function ProjectsBlock({ initial }: { initial: ProjectView[] | null }) {
  const { t, to } = useI18n()

  let body
  if (initial?.length) body = <ProjectGrid projects={initial} />
  else if (initial === null) {
    body = (
      <>
        <p role="status" className="mb-6 flex items-start gap-2 rounded-xl bg-amber-50 p-4 text-amber-900">
          <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          {t('projects.loadingError')}
        </p>
        <ProjectGrid projects={fallbackProjects(t)} />
      </>
    )
  } else body = <EmptyState title={t('projects.noProjects')} />

  return (
    <section aria-labelledby="home-projects-title" {...HOME_BLOCK_TINTED}>
      <div className="container">
        <SectionHeading
          bar
          id="home-projects-title"
          title={t('home.projects.title')}
          intro={t('home.projects.intro')}
          action={
            <a href={to(PROJECTS_PATH)} className="btn-outline">
              {t('home.projects.viewAll')}
              <ArrowRight aria-hidden="true" size={18} />
            </a>
          }
        />
        {body}
      </div>
    </section>
  )
}
