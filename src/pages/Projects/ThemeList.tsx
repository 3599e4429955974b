import { ArrowRight } from 'lucide-react'
import { Icon } from '../../components/Icon'
import { SectionHeading } from '../../components/SectionHeading'
import { balancedGrid } from '../../components/balanced-grid'
import { CoverCard } from '../../components/CoverCard'
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
      <ul className={`mt-8 ${balancedGrid(themes.length)}`}>
        {themes.map((theme) => (
          <li key={theme.slug}>
            <CoverCard
              image={theme.image}
              href={to(paths.theme(theme.slug))}
              title={theme.title}
              bodyClassName="p-6"
              before={
                <span
                  className={`-mt-12 mb-3 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow ${theme.gradient}`}
                >
                  <Icon name={theme.icon} />
                </span>
              }
              after={
                <>
                  <p className="mt-2 flex-1 text-slate-700">{theme.description}</p>
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
