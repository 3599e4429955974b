import type { RouteRecord } from 'vite-react-ssg'
import SiteLayout, { loader as layoutLoader } from './layout/SiteLayout'
import type { NotFoundHandle } from './layout/useIsNotFound'

/**
 * The route table of SPEC §2. Every screen is its own chunk (`lazy`), so a page downloads only its code; the
 * list of prerendered paths comes from scripts/build/prerender-paths.ts.
 */
export const routes: RouteRecord[] = [
  { path: '/', lazy: () => import('./pages/RootRedirect') },
  {
    path: '/:lang',
    Component: SiteLayout,
    loader: layoutLoader,
    entry: 'src/layout/SiteLayout.tsx',
    children: [
      { index: true, lazy: () => import('./pages/Home') },
      { path: 'contact', lazy: () => import('./pages/Contact') },
      { path: 'about', lazy: () => import('./pages/About') },
      { path: 'mission', lazy: () => import('./pages/Mission') },
      { path: 'historique', lazy: () => import('./pages/History') },
      { path: 'equipe', lazy: () => import('./pages/Team') },
      { path: 'don', lazy: () => import('./pages/Donate') },
      { path: 'carriere', lazy: () => import('./pages/Careers') },
      { path: 'documents', lazy: () => import('./pages/Documents') },
      { path: 'actualites', lazy: () => import('./pages/NewsList') },
      { path: 'projets', lazy: () => import('./pages/Projects') },
      { path: 'projets/:slug', lazy: () => import('./pages/ThemePage') },
      { path: 'publications', lazy: () => import('./pages/Publications') },
      { path: 'full-description/:slug', lazy: () => import('./pages/SlideDetail') },
      { path: 'slide/:slug', lazy: () => import('./pages/SlideDetail') },
      { path: 'projet/:slug', lazy: () => import('./pages/ProjectDetail') },
      { path: 'actualite/:slug', lazy: () => import('./pages/Article') },
      { path: 'news/:id', lazy: () => import('./pages/StaticNews') },
      { path: 'info/:slug', lazy: () => import('./pages/InfoPage') },
      { path: 'publication/:slug', lazy: () => import('./pages/PublicationPage') },
      {
        path: '*',
        lazy: () => import('./pages/NotFound'),
        handle: { notFound: true } satisfies NotFoundHandle,
      },
    ],
  },
]
