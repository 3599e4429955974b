import { useEffect } from 'react'
import { Outlet, useLoaderData, useParams } from 'react-router-dom'
import { I18nProvider } from '../i18n/I18nProvider'
import { DEFAULT_LANG, isLang } from '../i18n/languages'
import NotFoundView from '../pages/NotFound/NotFoundView'
import { Footer } from './Footer'
import type { LayoutData } from './layout-data'
import { SiteHead } from './SiteHead'
import { SkipLink } from './SkipLink'
import { TopBar } from './TopBar'
import { useLanguageSync } from './useLanguageSync'
import { useScrollOnNavigate } from './useScrollOnNavigate'

export async function loader(): Promise<LayoutData | null> {
  if (!import.meta.env.SSR) return null
  const { loadLayoutData } = await import('./layout-data')
  return loadLayoutData()
}

function Frame({ data, known }: { data: LayoutData | null; known: boolean }) {
  useScrollOnNavigate()
  useLanguageSync()
  useEffect(() => {
    // Marks the moment React owns the page (tests wait for it; CSS may use it).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <SiteHead />
      <SkipLink />
      <TopBar settings={data?.settings ?? null} actions={data?.actions ?? null} />
      <main id="main" tabIndex={-1} className="outline-none">
        {known ? <Outlet /> : <NotFoundView />}
      </main>
      <Footer settings={data?.settings ?? null} />
    </>
  )
}

/** The frame of every page under /fr and /en: head, top bar, main content, footer. */
export default function SiteLayout() {
  const { lang } = useParams()
  const data = useLoaderData() as LayoutData | null | undefined
  // An unknown first segment (/xyz/...) is not a language: show the 404 page in French.
  const known = isLang(lang)
  return (
    <I18nProvider lang={known ? lang : DEFAULT_LANG}>
      <Frame data={data ?? null} known={known} />
    </I18nProvider>
  )
}
