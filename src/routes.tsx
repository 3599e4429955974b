import type { RouteRecord } from 'vite-react-ssg'
import { pageAreas, type AreasHandle, type PageName } from './i18n/areas'
import SiteLayout, { loader as layoutLoader } from './layout/SiteLayout'
import type { NotFoundHandle } from './layout/useIsNotFound'

/**
 * A screen's route: its code is its own chunk (`lazy`), and its handle names the dictionary areas it shows.
 * The import stays a literal in the route: the prerenderer reads it to preload the screen's chunk.
 */
function screen(name: PageName, lazy: NonNullable<RouteRecord['lazy']>) {
  return { lazy, handle: { areas: pageAreas(name) } satisfies AreasHandle }
}

/**
 * The route table of SPEC §2. Every screen is its own chunk (`lazy`), so a page downloads only its code; the
 * list of prerendered paths comes from scripts/build/prerender-paths.ts.
 */
export const routes: RouteRecord[] = [
  { path: '/', ...screen('RootRedirect', () => import('./pages/RootRedirect')) },
  {
    path: '/:lang',
    Component: SiteLayout,
    loader: layoutLoader,
    entry: 'src/layout/SiteLayout.tsx',
    children: [
      { index: true, ...screen('Home', () => import('./pages/Home')) },
      { path: 'contact', ...screen('Contact', () => import('./pages/Contact')) },
      { path: 'about', ...screen('About', () => import('./pages/About')) },
      { path: 'mission', ...screen('Mission', () => import('./pages/Mission')) },
      { path: 'historique', ...screen('History', () => import('./pages/History')) },
      { path: 'equipe', ...screen('Team', () => import('./pages/Team')) },
      { path: 'don', ...screen('Donate', () => import('./pages/Donate')) },
      { path: 'carriere', ...screen('Careers', () => import('./pages/Careers')) },
      { path: 'documents', ...screen('Documents', () => import('./pages/Documents')) },
      { path: 'actualites', ...screen('NewsList', () => import('./pages/NewsList')) },
      { path: 'actualites/page/:page', ...screen('NewsList', () => import('./pages/NewsList')) },
      { path: 'projets', ...screen('Projects', () => import('./pages/Projects')) },
      { path: 'projets/:slug', ...screen('ThemePage', () => import('./pages/ThemePage')) },
      { path: 'publications', ...screen('Publications', () => import('./pages/Publications')) },
      { path: 'full-description/:slug', ...screen('SlideDetail', () => import('./pages/SlideDetail')) },
      { path: 'slide/:slug', ...screen('SlideDetail', () => import('./pages/SlideDetail')) },
      { path: 'projet/:slug', ...screen('ProjectDetail', () => import('./pages/ProjectDetail')) },
      { path: 'actualite/:slug', ...screen('Article', () => import('./pages/Article')) },
      { path: 'news/:id', ...screen('StaticNews', () => import('./pages/StaticNews')) },
      { path: 'info/:slug', ...screen('InfoPage', () => import('./pages/InfoPage')) },
      { path: 'publication/:slug', ...screen('PublicationPage', () => import('./pages/PublicationPage')) },
      // The service worker's pages for a missing network (src/offline/rules.ts names their paths).
      { path: 'hors-ligne', ...screen('Offline', () => import('./pages/Offline')) },
      { path: 'sauvegardes', ...screen('SavedArticles', () => import('./pages/SavedArticles')) },
      {
        path: '*',
        ...screen('NotFound', () => import('./pages/NotFound')),
        handle: { notFound: true, areas: pageAreas('NotFound') } satisfies NotFoundHandle & AreasHandle,
      },
    ],
  },
]
