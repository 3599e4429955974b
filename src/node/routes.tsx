import type { ComponentType } from 'react'
import type { RouteRecord } from 'vite-react-ssg'
import { PAGES } from '../shared/app/pages'
import type { DeclaredPage } from '../shared/app/page-declaration'
import { FRAME_AREAS, type AreasHandle } from '../shared/i18n/areas'
import SiteLayout, { loader as layoutLoader } from '../shared/layout/SiteLayout'
import type { NotFoundHandle } from '../shared/layout/useIsNotFound'
import type { SearchHandle } from '../shared/search/sections'

/** Each screen's component (src/pages/<Name>/index.tsx), its own chunk, imported when its route is rendered. */
const SCREENS = import.meta.glob<{ Component: ComponentType }>('../pages/*/index.tsx')

export type ScreenHandle = AreasHandle & Partial<SearchHandle> & Partial<NotFoundHandle>

/**
 * A page's routes, from its declaration (docs/architecture.md#pages): its path and aliases, its loader, and a
 * handle naming the dictionary areas it shows and the search section its main path is indexed in.
 */
function routesOf(page: DeclaredPage): RouteRecord[] {
  const lazy = SCREENS[`../pages/${page.name}/index.tsx`]
  if (!lazy) throw new Error(`src/pages/${page.name} has a page.ts but no index.tsx`)
  const handle: ScreenHandle = {
    areas: [...FRAME_AREAS, ...page.areas],
    ...(page.path === '*' && { notFound: true }),
  }
  const route = (path: string, search: boolean): RouteRecord => ({
    ...(path === '' ? { index: true } : { path }),
    lazy,
    ...(page.loader && { loader: page.loader }),
    handle: { ...handle, ...(search && page.search && { search: page.search }) } satisfies ScreenHandle,
  })
  return [route(page.path, true), ...(page.aliases ?? []).map((alias) => route(alias, false))]
}

/**
 * The route table (docs/behaviour.md#routes), derived from the page folders: '/' stands alone, every other
 * page sits under the language prefix in the frame.
 */
export const routes: RouteRecord[] = [
  ...PAGES.filter((page) => page.path === '/').flatMap(routesOf),
  {
    path: '/:lang',
    Component: SiteLayout,
    loader: layoutLoader,
    entry: 'src/shared/layout/SiteLayout.tsx',
    children: PAGES.filter((page) => page.path !== '/').flatMap(routesOf),
  },
]
