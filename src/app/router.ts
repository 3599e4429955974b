import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { staticDataLoader } from './static-route-data'

type RouterOptions = Parameters<typeof createBrowserRouter>[1]

type LazyModule = Awaited<ReturnType<NonNullable<RouteObject['lazy']>>>

function withoutLoader(lazy: () => Promise<LazyModule>): () => Promise<LazyModule> {
  // The page module's own loader runs only at build time; drop it so the static one is used.
  return () => lazy().then(({ loader: _buildTimeLoader, ...rest }) => rest as LazyModule)
}

function withStaticData(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject
    if (route.children) next.children = withStaticData(route.children)
    if (!route.id) return next
    next.loader = staticDataLoader(route.id)
    if (route.lazy) next.lazy = withoutLoader(route.lazy)
    return next
  })
}

/**
 * The browser router of the built site: route loaders read the prerendered JSON data (see
 * static-route-data.ts). In development the dev server answers loaders itself, so routes stay as they are.
 */
export function createSiteRouter(routes: RouteObject[], options: RouterOptions) {
  return createBrowserRouter(import.meta.env.PROD ? withStaticData(routes) : routes, options)
}
