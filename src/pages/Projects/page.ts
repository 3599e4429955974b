import { SECTIONS } from '../../shared/app/paths'
import { buildLoader } from '../../shared/data/build-loader'
import type { ProjectSummary } from './ProjectList'
import type { ThemeSummary } from './ThemeList'

export const path = SECTIONS.theme
export const areas = ['static', 'pages'] as const
export const menu = {
  topBar: { id: 'projects', labelKey: 'nav.projects', rank: 4 },
} as const
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
