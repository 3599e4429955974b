import { HOME_BLOCK_TINTED } from './home-block'
import { ArrowRight, Info } from 'lucide-react'
import { EmptyState } from '../../shared/components/states'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { fallbackProjects } from './fallback-projects'
import type { ProjectView } from './home-data'
import { PROJECTS_PATH } from './project-links'
import { ProjectCard } from './ProjectCard'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { cardRow } from '../../shared/components/card-row'
import { paths } from '../../shared/app/paths'
import type { ThemeLink } from '../../shared/layout/navigation'

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
 * The themes the projects serve, by the names of the menu (docs/behaviour.md#themes), each to its page: a line
 * of links (a navigation, not cards), which a phone swipes in one row rather than stacking five.
 */
function ThemeLinks({ themes }: { themes: readonly ThemeLink[] }) {
  const { t, to } = useI18n()
  return (
    <nav aria-label={t('home.projects.themes')} className="mb-8">
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap sm:overflow-visible">
        {themes.map((theme) => (
          <li key={theme.slug} className="shrink-0">
            <a
              href={to(paths.theme(theme.slug))}
              className="focus-ring inline-flex min-h-11 items-center whitespace-nowrap rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
            >
              {theme.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Block 4 of docs/behaviour.md#home: the themes, then the projects, each card titled as the page it opens.
 * When the build had none, its message and the three built-in projects; with none, the no-projects message.
 */
export function ProjectsBlock({
  initial,
  themes = [],
}: {
  initial: ProjectView[] | null
  themes?: readonly ThemeLink[]
}) {
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
          intro={themes.length > 0 ? t('home.projects.intro', { count: themes.length }) : undefined}
          action={
            <a href={to(PROJECTS_PATH)} className="btn-outline">
              {t('home.projects.viewAll')}
              <ArrowRight aria-hidden="true" size={18} />
            </a>
          }
        />
        {themes.length > 0 ? <ThemeLinks themes={themes} /> : null}
        {body}
      </div>
    </section>
  )
}
