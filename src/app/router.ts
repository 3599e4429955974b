import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { areasOfHandle, type DictionaryArea } from '../i18n/areas'
import { langFromPath } from '../i18n/paths'
import { loadDictionary } from '../i18n/translate'
import { releaseNearScreenWaits } from '../lib/near-screen'
import { staticDataLoader } from './static-route-data'

type RouterOptions = Parameters<typeof createBrowserRouter>[1]

type LazyModule = Awaited<ReturnType<NonNullable<RouteObject['lazy']>>>

function withoutLoader(lazy: () => Promise<LazyModule>): () => Promise<LazyModule> {
  // The page module's own loader runs only at build time; drop it so the route's is used.
  return () => lazy().then(({ loader: _buildTimeLoader, ...rest }) => rest as LazyModule)
}

/** The route's data, and the dictionary areas it shows in the URL's language: a navigation renders with both. */
function withTexts(load: LoaderFunction | undefined, areas: readonly DictionaryArea[]): LoaderFunction {
  return async (args) => {
    const lang = langFromPath(new URL(args.request.url).pathname)
    const [data] = await Promise.all([load ? load(args) : null, lang ? loadDictionary(lang, areas) : null])
    return data
  }
}

function withPageData(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject
    if (route.children) next.children = withPageData(route.children)
    if (!route.id) return next
    // The built site reads the prerendered JSON data (see static-route-data.ts); in development the dev
    // server answers the loaders itself.
    const load = import.meta.env.PROD
      ? staticDataLoader(route.id)
      : (route.loader as LoaderFunction | undefined)
    next.loader = withTexts(load, areasOfHandle(route.handle))
    if (route.lazy) next.lazy = withoutLoader(route.lazy)
    return next
  })
}

/** The browser router: route loaders give each page its data and its texts. */
export function createSiteRouter(routes: RouteObject[], options: RouterOptions) {
  const router = createBrowserRouter(withPageData(routes), options)
  // The new page cannot show while a component of the old one waits to hydrate (see releaseNearScreenWaits).
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') releaseNearScreenWaits()
  })
  return router
}
