import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import './styles/global.css'
import { ViteReactSSG } from 'vite-react-ssg'
import { restoreBootData } from './app/boot'
import { createSiteRouter } from './app/router'
import { LANGS } from './i18n/languages'
import { readStoredLang } from './i18n/storage'
import { resolveLang } from './i18n/paths'
import { loadDictionary } from './i18n/translate'
import { routes } from './routes'

if (typeof window !== 'undefined') restoreBootData(document, window)

export const createRoot = ViteReactSSG(
  { routes, customCreateRouter: createSiteRouter },
  async ({ isClient }) => {
    // The dictionary must be there before the first render, or hydration would see keys instead of texts.
    if (isClient) await loadDictionary(resolveLang(window.location.pathname, readStoredLang()))
    else await Promise.all(LANGS.map((lang) => loadDictionary(lang)))
  },
)
