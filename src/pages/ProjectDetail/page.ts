import type { StaticPaths } from '../../shared/app/page-declaration'
import { paths, pattern } from '../../shared/app/paths'
import { contentPageLoader } from '../../shared/components/content-page'

export const path = pattern('project')
export const staticPaths: StaticPaths = async ({ slugs }) => (await slugs('projects')).map(paths.project)
export const areas = ['static'] as const
export const search = 'projects'
export const menu = { holder: 'projects' } as const
export const loader = contentPageLoader('projects')
