/**
 * The one script every page loads (docs/islands.md): the stylesheet switched on, the frame's enhancements, the
 * service worker (docs/offline.md), and — only on a page that has islands, after the page has loaded — the code
 * that hydrates them.
 */
import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import '../styles/global.css'
import './frame'
import './offline'
import { watchImageFallbacks } from './image-fallback'
import { applyDeferredStylesheets } from './stylesheets'

const ISLAND_SELECTOR = '[data-island]'

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

function markReady(): void {
  document.documentElement.dataset.hydrated = 'true'
}

applyDeferredStylesheets(document)
watchImageFallbacks(document)

if (document.querySelector(ISLAND_SELECTOR)) {
  void whenLoaded()
    .then(() => import('../islands/hydrate'))
    .then(({ hydrateIslands }) => hydrateIslands(document))
    .catch((error: unknown) => console.warn('The page’s interactive parts could not start.', error))
    .finally(markReady)
} else {
  markReady()
}
