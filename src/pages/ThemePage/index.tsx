import { contentPageLoader } from '../../components/content-page'
import { ContentEntryPage } from '../../components/ContentEntryPage'

export const loader = contentPageLoader('themes')

/**
 * A project theme page (`/projets/{slug}`, docs/behaviour.md#project-theme-pages); an unknown slug says "Page
 * non trouvée".
 */
export function Component() {
  return <ContentEntryPage keys="static.theme" parent={{ labelKey: 'nav.projects', href: '/projets' }} />
}
