import { ContentEntryPage } from '../../shared/components/ContentEntryPage'

/** An information page (`/info/{slug}`); an unknown slug says "Information non trouvée". */
export function Component() {
  return <ContentEntryPage keys="static.info" parent={{ labelKey: 'nav.about', href: '/about' }} />
}
