import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import '../shared/styles/global.css'
import { ViteReactSSG } from 'vite-react-ssg'
import { LANGS } from '../shared/i18n/languages'
import { loadDictionary } from '../shared/i18n/translate'
import { routes } from './routes'

/**
 * The prerenderer's entry (and the dev server's): every route rendered to HTML with its loader's data and
 * every text. The browser never runs it: its entry is src/browser/page-script/main.ts, and only islands hydrate
 * (docs/islands.md).
 */
export const createRoot = ViteReactSSG({ routes }, async () => {
  await Promise.all(LANGS.map((lang) => loadDictionary(lang)))
})
