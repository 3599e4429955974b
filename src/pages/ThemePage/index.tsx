import { contentPageLoader } from '../../components/content-page'
import { ContentEntryPage } from '../../components/ContentEntryPage'

export const loader = contentPageLoader('themes')

/** A project theme page (`/projets/{slug}`, DESIGN decision 11); an unknown slug says "Page non trouvée". */
export function Component() {
  return <ContentEntryPage keys="static.theme" parent={{ labelKey: 'nav.projects', href: '/projets' }} />
}
