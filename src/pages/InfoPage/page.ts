import type { StaticPaths } from '../../shared/app/page-declaration'
import { paths, pattern, PRIVACY_INFO_SLUG } from '../../shared/app/paths'
import { contentPageLoader } from '../../shared/components/content-page'

export const path = pattern('info')
export const staticPaths: StaticPaths = async ({ slugs }) =>
  (await slugs('info'))
    // The privacy page's text is published at /confidentialite only (docs/behaviour.md#privacy-page).
    .filter((slug) => slug !== PRIVACY_INFO_SLUG)
    .map(paths.info)
export const areas = ['static'] as const
export const search = 'pages'
export const menu = { holder: 'discover' } as const
export const loader = contentPageLoader('info')
