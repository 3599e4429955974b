import type { StaticPaths } from '../../shared/app/page-declaration'
import { paths, pattern } from '../../shared/app/paths'
import { contentPageLoader } from '../../shared/components/content-page'

export const path = pattern('staticNews', 'id')
export const staticPaths: StaticPaths = async ({ slugs }) => (await slugs('news')).map(paths.staticNews)
export const areas = ['static'] as const
// Not in the site search: no page links to these items, and a result should be a page the site shows
// (docs/behaviour.md#search-from-the-top-bar).
export const menu = { holder: 'news' } as const
export const loader = contentPageLoader('news', 'id')
