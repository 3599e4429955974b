import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import './styles/global.css'
import { matchRoutes } from 'react-router-dom'
import { ViteReactSSG } from 'vite-react-ssg'
import { restoreBootData } from './app/boot'
import { createSiteRouter } from './app/router'
import { areasOfPage } from './i18n/areas'
import { DEFAULT_LANG, LANGS } from './i18n/languages'
import { langFromPath } from './i18n/paths'
import { loadDictionary } from './i18n/translate'
import { routes } from './routes'

/**
 * In the browser, the texts of the page's language and screen, asked for at once: they must be there before
 * the first render, or hydration would see keys instead of texts. Same choice as SiteLayout's: an unknown
 * first segment shows the French 404 page.
 */
function loadPageTexts(): Promise<unknown> {
  const { pathname } = window.location
  const lang = langFromPath(pathname)
  const screen = matchRoutes(routes, pathname)?.at(-1)?.route.handle
  return loadDictionary(lang ?? DEFAULT_LANG, areasOfPage(screen, lang !== null))
}

function startApp() {
  return ViteReactSSG({ routes, customCreateRouter: createSiteRouter }, async ({ isClient }) => {
    if (!isClient) await Promise.all(LANGS.map((lang) => loadDictionary(lang)))
  })
}

// The prerenderer renders at once. The browser starts the app once the page's route data (downloaded beside
// the page: the router takes it when it is created) and its texts are in. Not with a top-level await: that
// would make the bundler move every module the entry shares with the pages out of it, into a dozen more chunks.
export const createRoot = import.meta.env.SSR ? startApp() : undefined
if (!import.meta.env.SSR)
  void Promise.all([restoreBootData(document, window), loadPageTexts()]).then(startApp)
// The frame's plain script (no React): its own small chunk, independent of the app.
if (!import.meta.env.SSR) void import('./client/frame')
