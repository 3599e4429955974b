/**
 * The site's stylesheet (assets/app-….css): the entry of the browser's module build, while the page script
 * is a classic script built apart (scripts/build/page-script.ts, docs/islands.md#the-page-script). In
 * `npm run dev` the page script imports it.
 */
import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import '../../shared/styles/global.css'
