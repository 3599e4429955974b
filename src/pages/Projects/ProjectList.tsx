import { ArrowRight } from 'lucide-react'
import { paths } from '../../app/paths'
import { CoverCard } from '../../components/CoverCard'
import { Icon } from '../../components/Icon'
import { SectionHeading } from '../../components/SectionHeading'
import { useI18n } from '../../i18n/I18nProvider'

export interface ProjectSummary {
  slug: string
  title: string
  description: string
  image: string
  icon: string
  color: string
}

/** The projects of `content/projects`, each a card linking to `/projet/{slug}`. */
export function ProjectList({ projects }: { projects: readonly ProjectSummary[] }) {
  const { t, to } = useI18n()
  return (
    <section aria-labelledby="projects-list">
      <SectionHeading id="projects-list" title={t('projects.listTitle')} intro={t('projects.listSubtitle')} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {projects.map((project) => (
          <li key={project.slug}>
            <CoverCard
              image={project.image}
              href={to(paths.project(project.slug))}
              title={project.title}
              bodyClassName="p-6"
              before={
                <span
                  className="-mt-12 mb-3 inline-flex h-12 w-12 items-center justify-center rounded-xl text-white shadow"
                  style={{ backgroundColor: project.color }}
                >
                  <Icon name={project.icon} />
                </span>
              }
              after={
                <>
                  <p className="mt-2 flex-1 text-slate-700">{project.description}</p>
                  <span
                    aria-hidden="true"
                    className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700"
                  >
                    {t('state.learnMore')}
                    <ArrowRight size={18} />
                  </span>
                </>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
