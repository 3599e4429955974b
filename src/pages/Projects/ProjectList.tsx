import { paths } from '../../shared/app/paths'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { balancedGrid } from '../../shared/components/balanced-grid'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { type Summary, SummaryCard } from './SummaryCard'

export interface ProjectSummary extends Summary {
  slug: string
  color: string
}

/** The projects of `content/projects`, each a card linking to `/projet/{slug}`. */
export function ProjectList({ projects }: { projects: readonly ProjectSummary[] }) {
  const { t, to } = useI18n()
  return (
    <section aria-labelledby="projects-list">
      <SectionHeading id="projects-list" title={t('projects.listTitle')} intro={t('projects.listSubtitle')} />
      <ul className={`mt-8 ${balancedGrid(projects.length)}`}>
        {projects.map((project) => (
          <li key={project.slug}>
            <SummaryCard
              summary={project}
              href={to(paths.project(project.slug))}
              badgeColor={project.color}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
