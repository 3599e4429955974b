import type { StaticPaths } from '../../shared/app/page-declaration'
import { paths, pattern } from '../../shared/app/paths'
import { contentPageLoader } from '../../shared/components/content-page'

/** docs/behaviour.md#project-theme-pages; the top bar's Actions group lists them (src/shared/layout/navigation.ts). */
export const path = pattern('theme')
export const staticPaths: StaticPaths = async ({ slugs }) => (await slugs('themes')).map(paths.theme)
export const areas = ['static'] as const
export const search = 'projects'
export const loader = contentPageLoader('themes')
