import type { Translate } from '../../shared/i18n/translate'
import type { ProjectView } from './home-data'
import { paths } from '../../shared/app/paths'

/**
 * docs/behaviour.md#home: when the projects cannot be loaded, the block still presents the three main
 * projects, each titled as the static project page it leads to.
 */
const AREAS = [
  { key: 'water', slug: 'projets-acces-eau', image: '/images/pages/projet-forages.svg' },
  { key: 'health', slug: 'projets-sante', image: '/images/pages/projet-sante.svg' },
  { key: 'social', slug: 'high-5-transformer-benin', image: '/images/pages/projet-high-5.svg' },
] as const

export function fallbackProjects(t: Translate): ProjectView[] {
  return AREAS.map(({ key, slug, image }) => ({
    id: `fallback-${key}`,
    title: { text: t(`home.projects.fallback.${key}.title`) },
    description: { text: t(`home.projects.fallback.${key}.description`) },
    stats: { text: t(`home.projects.fallback.${key}.stats`) },
    // The static pages' illustrations; the project fallback image covers one that is gone.
    image: { src: image, width: 1200, height: 675 },
    href: paths.project(slug),
    external: false,
  }))
}
