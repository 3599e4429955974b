import { SectionHeading } from '../../shared/components/SectionHeading'
import { balancedGrid } from '../../shared/components/balanced-grid'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { Gradient } from '../../shared/schemas/gradients'
import { paths } from '../../shared/app/paths'
import { type Summary, SummaryCard } from './SummaryCard'

export interface ThemeSummary extends Summary {
  slug: string
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
            <SummaryCard
              summary={theme}
              href={to(paths.theme(theme.slug))}
              badgeClassName={`bg-gradient-to-br ${theme.gradient}`}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
