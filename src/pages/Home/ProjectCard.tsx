import { ArrowRight, ExternalLink } from 'lucide-react'
import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { ProjectView } from './home-data'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'

/** A project: image, status badge, title and summary; the whole card leads to the project's page. */
export function ProjectCard({ project }: { project: ProjectView }) {
  const { t, to, lang } = useI18n()
  // The link covers the card (its ::after), so one tab stop and one accessible name per project.
  const stretched = 'focus-ring rounded after:absolute after:inset-0 after:content-empty'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg motion-reduce:transition-none">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100 md:aspect-[4/3]">
        <SmartImage
          image={project.image}
          fallback={FALLBACK_IMAGES.project}
          sizes={IMAGE_SIZES.cardRow}
          width={800}
          height={600}
          alt=""
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        {project.stats.text ? (
          <span
            lang={project.stats.lang}
            className="absolute left-3 top-3 rounded-full bg-white px-3 py-1 text-xs font-bold text-brand-800 shadow"
          >
            {project.stats.text}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 lang={project.title.lang} className="text-lg font-bold text-slate-900">
          {project.external ? (
            <a href={project.href} target="_blank" rel="noopener noreferrer" className={stretched}>
              {project.title.text}
              <span lang={lang} className="sr-only">
                {' '}
                {t('a11y.opensInNewTab')}
              </span>
            </a>
          ) : (
            <a href={to(project.href)} className={stretched}>
              {project.title.text}
            </a>
          )}
        </h3>
        {project.description.text ? (
          // Not on a phone, where the projects are a row to swipe (docs/behaviour.md#grids).
          <p lang={project.description.lang} className="flex-1 text-slate-700 lt-md:hidden">
            {project.description.text}
          </p>
        ) : null}
        <p aria-hidden="true" className="mt-auto flex items-center gap-2 font-semibold text-brand-700">
          {t('home.projects.discover')}
          {project.external ? <ExternalLink size={16} /> : <ArrowRight size={16} />}
        </p>
      </div>
    </article>
  )
}
