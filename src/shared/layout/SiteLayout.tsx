import { Outlet, useLocation, useMatches, useParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { PageHeadProvider } from '../components/page-head'
import { buildLoader } from '../data/build-loader'
import { useBuildData } from '../data/use-build-data'
import { areasOfPage } from '../i18n/areas'
import { I18nProvider } from '../i18n/I18nProvider'
import { isLang, langOf } from '../i18n/languages'
import { IslandPrerender } from '../../node/islands/IslandPrerender'
import NotFoundView from '../../pages/NotFound/NotFoundView'
import { searchBodyAttributes, searchSectionOf, type SearchSection } from '../search/sections'
import { Footer } from './Footer'
import type { LayoutData } from './layout-data'
import { MobileMenu } from './MobileMenu'
import { buildMainNav } from './navigation'
import { SiteHead } from './SiteHead'
import { SkipLink } from './SkipLink'
import { TopBar } from './TopBar'

// The frame's texts are in the page's language; an unknown first segment shows the French 404 page.
export const loader = buildLoader<LayoutData>(async (sources) =>
  (await import('./layout-data')).loadLayoutData(sources),
)

function Frame({
  data,
  known,
  search,
}: {
  data: LayoutData | null
  known: boolean
  search: SearchSection | undefined
}) {
  const nav = buildMainNav(data?.themes ?? [])
  return (
    <>
      <SiteHead />
      <SkipLink />
      <TopBar settings={data?.settings ?? null} nav={nav} />
      <main id="main" tabIndex={-1} className="outline-none" {...searchBodyAttributes(search)}>
        {known ? <Outlet /> : <NotFoundView />}
      </main>
      {/* A popover, shown in the top layer wherever it is in the document: after the page's content, its
          markup is not part of the first screen's HTML and CSS. */}
      <MobileMenu nav={nav} />
      <Footer settings={data?.settings ?? null} themes={data?.themes ?? []} />
    </>
  )
}

/** The frame of every page under /fr and /en: head, top bar, main content, footer. Never hydrated: the
 * frame works without React in the browser (src/browser/page-script/frame). */
export default function SiteLayout() {
  const { lang } = useParams()
  const data = useBuildData<typeof loader>()
  // An unknown first segment (/xyz/...) is not a language: show the 404 page in French.
  const known = isLang(lang)
  // The dictionary areas of the page shown (the same array on every render).
  const screen = useMatches().at(-1)?.handle
  const areas = areasOfPage(screen, known)
  const { pathname } = useLocation()
  return (
    <IslandPrerender>
      <PageHeadProvider value={{ Head, pathname }}>
        <I18nProvider lang={langOf(lang)} areas={areas}>
          <Frame data={data} known={known} search={known ? searchSectionOf(screen) : undefined} />
        </I18nProvider>
      </PageHeadProvider>
    </IslandPrerender>
  )
}
