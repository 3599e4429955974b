/**
 * The one script every page loads (docs/islands.md): the stylesheet switched on, the frame's enhancements, the
 * service worker (docs/offline.md), and — only on a page that has them, after the page has loaded — the
 * islands, each started by the strategy its element names (src/browser/islands/start.ts).
 */
import './styles'
import { enhanceFrame } from './frame'
import './offline'
import { watchImageFallbacks } from './image-fallback'
import { revealScriptOnly } from './script-only'
import { applyDeferredStylesheets } from './stylesheets'
import { whenIdle, yieldToMain } from '../idle'

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

function markReady(): void {
  document.documentElement.dataset.hydrated = 'true'
}

watchImageFallbacks(document)
revealScriptOnly(document)
// The rest in tasks of their own, so that none is long on a slow phone: the style recalculation the whole
// stylesheet brings never joins this script's evaluation and the load event in one task, and the frame's
// enhancements come next (docs/islands.md#the-page-script).
const settled = yieldToMain()
  .then(() => applyDeferredStylesheets(document))
  .then(yieldToMain)
  .then(enhanceFrame)

// The islands, each described by its element: only a page that has some fetches the code that starts them, and
// only once the page has loaded and the main thread is idle, so that nothing competes with what its largest
// paint needs nor joins the load event's task (docs/islands.md#the-page-script).
// `data-island` spelt here: ISLAND_ATTR's module would bring the islands' strategy code into every page.
if (document.querySelector('[data-island]')) {
  whenLoaded()
    .then(() => whenIdle())
    .then(() => import('../islands/start'))
    .then(({ startIslands }) => startIslands(document))
    .catch((error: unknown) => console.warn('The page’s interactive parts could not start.', error))
    .finally(() => void settled.then(markReady))
} else void settled.then(markReady)
