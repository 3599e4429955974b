import type { RouteRecord } from 'vite-react-ssg'
import { pattern, SECTIONS } from './app/paths'
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
 * The route table (docs/behaviour.md#routes). Every screen is its own chunk (`lazy`), so a page downloads
 * only its code; the list of prerendered paths comes from scripts/build/prerender-paths.ts.
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
      { path: SECTIONS.newsList, ...screen('NewsList', () => import('./pages/NewsList')) },
      { path: `${SECTIONS.newsList}/page/:page`, ...screen('NewsList', () => import('./pages/NewsList')) },
      { path: SECTIONS.theme, ...screen('Projects', () => import('./pages/Projects')) },
      { path: pattern('theme'), ...screen('ThemePage', () => import('./pages/ThemePage')) },
      { path: 'publications', ...screen('Publications', () => import('./pages/Publications')) },
      { path: pattern('slide'), ...screen('SlideDetail', () => import('./pages/SlideDetail')) },
      { path: pattern('slideAlias'), ...screen('SlideDetail', () => import('./pages/SlideDetail')) },
      { path: pattern('project'), ...screen('ProjectDetail', () => import('./pages/ProjectDetail')) },
      { path: pattern('article'), ...screen('Article', () => import('./pages/Article')) },
      { path: pattern('staticNews', 'id'), ...screen('StaticNews', () => import('./pages/StaticNews')) },
      { path: pattern('info'), ...screen('InfoPage', () => import('./pages/InfoPage')) },
      { path: pattern('publication'), ...screen('PublicationPage', () => import('./pages/PublicationPage')) },
      {
        path: '*',
        ...screen('NotFound', () => import('./pages/NotFound')),
        handle: { notFound: true, areas: pageAreas('NotFound') } satisfies NotFoundHandle & AreasHandle,
      },
    ],
  },
]
