import { ContentEntryPage } from '../../shared/components/ContentEntryPage'

/**
 * A project theme page (`/projets/{slug}`, docs/behaviour.md#project-theme-pages); an unknown slug says "Page
 * non trouvée".
 */
export function Component() {
  return <ContentEntryPage keys="static.theme" parent={{ labelKey: 'nav.projects', href: '/projets' }} />
}
