import type { StaticPaths } from '../../app/page-declaration'
import { paths, pattern } from '../../app/paths'
import { contentPageLoader } from '../../components/content-page'

/** docs/behaviour.md#project-theme-pages; the top bar's Actions group lists them (src/layout/navigation.ts). */
export const path = pattern('theme')
export const staticPaths: StaticPaths = async ({ slugs }) => (await slugs('themes')).map(paths.theme)
export const areas = ['static'] as const
export const search = 'projects'
export const loader = contentPageLoader('themes')
