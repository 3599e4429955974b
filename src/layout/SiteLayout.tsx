import { lazy, Suspense, useEffect } from 'react'
import { Outlet, useLoaderData, useMatches, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { areasOfPage } from '../i18n/areas'
import { I18nProvider } from '../i18n/I18nProvider'
import { DEFAULT_LANG, isLang } from '../i18n/languages'
import { lazyNearScreen } from '../lib/near-screen'
import type { LayoutData } from './layout-data'
import { SiteHead } from './SiteHead'
import { SkipLink } from './SkipLink'
import { TopBar } from './TopBar'
import { useLanguageSync } from './useLanguageSync'
import { useScrollOnNavigate } from './useScrollOnNavigate'

// Only an unknown first segment shows it here (404.html, rendered in the browser, not hydrated); the 404 route
// of each language has its own chunk, so no other page downloads it.
const NotFoundView = lazy(() => import('../pages/NotFound/NotFoundView'))

// Below the fold on every page: its code (and its icons) comes when it nears the screen.
const Footer = lazyNearScreen('footer.site-footer', () => import('./Footer').then((module) => module.Footer))

export async function loader({ params }: LoaderFunctionArgs): Promise<LayoutData | null> {
  if (!import.meta.env.SSR) return null
  const { loadLayoutData } = await import('./layout-data')
  // The frame's texts are in the page's language; an unknown first segment shows the French 404 page.
  return loadLayoutData(isLang(params.lang) ? params.lang : DEFAULT_LANG)
}

/** Marks the moment React owns the page's content (tests wait for it; CSS may use it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

function Frame({ data, known }: { data: LayoutData | null; known: boolean }) {
  useScrollOnNavigate()
  useLanguageSync()
  return (
    <>
      <SiteHead />
      <SkipLink />
      <TopBar settings={data?.settings ?? null} actions={data?.actions ?? null} />
      <main id="main" tabIndex={-1} className="outline-none">
        {/* A boundary of its own: React hydrates the frame first, then the page's content in slices of a few
            milliseconds (a dehydrated boundary waits at low priority), so the page answers input meanwhile. A
            click there before then makes React hydrate it at once and then handle the click. */}
        <Suspense fallback={null}>
          {known ? <Outlet /> : <NotFoundView />}
          <HydratedMark />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer settings={data?.settings ?? null} />
      </Suspense>
    </>
  )
}

/** The frame of every page under /fr and /en: head, top bar, main content, footer. */
export default function SiteLayout() {
  const { lang } = useParams()
  const data = useLoaderData() as LayoutData | null | undefined
  // An unknown first segment (/xyz/...) is not a language: show the 404 page in French.
  const known = isLang(lang)
  // The dictionary areas of the page shown (the same array on every render).
  const areas = areasOfPage(useMatches().at(-1)?.handle, known)
  return (
    <I18nProvider lang={known ? lang : DEFAULT_LANG} areas={areas}>
      <Frame data={data ?? null} known={known} />
    </I18nProvider>
  )
}
