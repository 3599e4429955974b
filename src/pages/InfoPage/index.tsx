import { contentPageLoader } from '../../components/content-page'
import { ContentEntryPage } from '../../components/ContentEntryPage'

export const loader = contentPageLoader('info')

/** An information page (`/info/{slug}`); an unknown slug says "Information non trouvée". */
export function Component() {
  return <ContentEntryPage keys="static.info" parent={{ labelKey: 'nav.about', href: '/about' }} />
}
