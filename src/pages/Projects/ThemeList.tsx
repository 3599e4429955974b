import { ArrowRight } from 'lucide-react'
import { Icon } from '../../components/Icon'
import { SectionHeading } from '../../components/SectionHeading'
import { IMAGE_SIZES } from '../../components/image-sizes'
import { SmartImage } from '../../components/SmartImage'
import { FALLBACK_IMAGES } from '../../components/fallback-images'
import { useI18n } from '../../i18n/I18nProvider'
import type { Gradient } from '../../schemas/gradients'
import { paths } from '../../app/paths'

export interface ThemeSummary {
  slug: string
  title: string
  description: string
  image: string
  icon: string
  gradient: Gradient
}

/** The theme pages, each a card linking to `/projets/{slug}`. */
export function ThemeList({ themes }: { themes: readonly ThemeSummary[] }) {
  const { t, to } = useI18n()
  return (
    <section aria-labelledby="projects-themes">
      <SectionHeading
        id="projects-themes"
        title={t('projects.themesTitle')}
        intro={t('projects.themesSubtitle')}
      />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {themes.map((theme) => (
          <li key={theme.slug}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
              <SmartImage
                image={theme.image}
                fallback={FALLBACK_IMAGES.placeholder}
                sizes={IMAGE_SIZES.cardGrid}
                alt=""
                width={1200}
                height={675}
                className="aspect-video h-auto w-full bg-slate-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <span
                  className={`-mt-12 mb-3 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow ${theme.gradient}`}
                >
                  <Icon name={theme.icon} />
                </span>
                <h3 className="text-lg font-bold text-slate-900">
                  <a
                    href={to(paths.theme(theme.slug))}
                    className="focus-ring rounded after:absolute after:inset-0 after:content-[''] group-hover:underline"
                  >
                    {theme.title}
                  </a>
                </h3>
                <p className="mt-2 flex-1 text-slate-700">{theme.description}</p>
                <span
                  aria-hidden="true"
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700"
                >
                  {t('state.learnMore')}
                  <ArrowRight size={18} />
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
