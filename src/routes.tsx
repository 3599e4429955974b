import type { RouteRecord } from 'vite-react-ssg'
import { pattern, SECTIONS } from './app/paths'
import { pageAreas, type AreasHandle, type PageName } from './i18n/areas'
import SiteLayout, { loader as layoutLoader } from './layout/SiteLayout'
import type { NotFoundHandle } from './layout/useIsNotFound'
import type { SearchHandle, SearchSection } from './search/sections'

/**
 * A screen's route: its code is its own chunk (`lazy`), and its handle names the dictionary areas it shows
 * and, for a content page, the section of the site-wide search it belongs to (unset: not indexed).
 * The import stays a literal in the route: the prerenderer reads it to preload the screen's chunk.
 */
function screen(name: PageName, lazy: NonNullable<RouteRecord['lazy']>, search?: SearchSection) {
  return {
    lazy,
    handle: { areas: pageAreas(name), ...(search && { search }) } satisfies AreasHandle &
      Partial<SearchHandle>,
  }
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
      { path: 'contact', ...screen('Contact', () => import('./pages/Contact'), 'pages') },
      { path: 'contact/merci', ...screen('ContactThanks', () => import('./pages/ContactThanks')) },
      { path: 'confidentialite', ...screen('Privacy', () => import('./pages/Privacy'), 'pages') },
      { path: 'about', ...screen('About', () => import('./pages/About'), 'pages') },
      { path: 'mission', ...screen('Mission', () => import('./pages/Mission'), 'pages') },
      { path: 'historique', ...screen('History', () => import('./pages/History'), 'pages') },
      { path: 'equipe', ...screen('Team', () => import('./pages/Team'), 'pages') },
      { path: 'don', ...screen('Donate', () => import('./pages/Donate'), 'pages') },
      { path: 'carriere', ...screen('Careers', () => import('./pages/Careers'), 'pages') },
      { path: 'documents', ...screen('Documents', () => import('./pages/Documents'), 'pages') },
      { path: SECTIONS.newsList, ...screen('NewsList', () => import('./pages/NewsList')) },
      { path: `${SECTIONS.newsList}/page/:page`, ...screen('NewsList', () => import('./pages/NewsList')) },
      {
        path: `${SECTIONS.newsList}/categorie/:category`,
        ...screen('NewsList', () => import('./pages/NewsList')),
      },
      {
        path: `${SECTIONS.newsList}/categorie/:category/page/:page`,
        ...screen('NewsList', () => import('./pages/NewsList')),
      },
      { path: SECTIONS.theme, ...screen('Projects', () => import('./pages/Projects')) },
      { path: pattern('theme'), ...screen('ThemePage', () => import('./pages/ThemePage'), 'projects') },
      { path: 'publications', ...screen('Publications', () => import('./pages/Publications')) },
      { path: pattern('slide'), ...screen('SlideDetail', () => import('./pages/SlideDetail'), 'pages') },
      { path: pattern('slideAlias'), ...screen('SlideDetail', () => import('./pages/SlideDetail')) },
      {
        path: pattern('project'),
        ...screen('ProjectDetail', () => import('./pages/ProjectDetail'), 'projects'),
      },
      { path: pattern('article'), ...screen('Article', () => import('./pages/Article'), 'news') },
      {
        path: pattern('staticNews', 'id'),
        ...screen('StaticNews', () => import('./pages/StaticNews'), 'news'),
      },
      { path: pattern('info'), ...screen('InfoPage', () => import('./pages/InfoPage'), 'pages') },
      {
        path: pattern('publication'),
        ...screen('PublicationPage', () => import('./pages/PublicationPage'), 'publications'),
      },
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
