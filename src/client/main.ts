/**
 * The one script every page loads (docs/islands.md): the stylesheet switched on, the frame's enhancements, the
 * service worker (docs/offline.md), and — only on a page that has them, after the page has loaded — the hero
 * slider's and the copy buttons' scripts and the code that hydrates the islands.
 */
import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import '../styles/global.css'
import './frame'
import './offline'
import { watchImageFallbacks } from './image-fallback'
import { revealScriptOnly } from './script-only'
import { applyDeferredStylesheets } from './stylesheets'
import { SLIDER_ROOT_ATTR } from '../pages/Home/slider-root'
import { COPY_ROOT_ATTR } from '../pages/Donate/copy-root'

const ISLAND_SELECTOR = '[data-island]'
const HERO_SLIDER_SELECTOR = `[${SLIDER_ROOT_ATTR}]`
const COPY_SELECTOR = `[${COPY_ROOT_ATTR}]`

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

function markReady(): void {
  document.documentElement.dataset.hydrated = 'true'
}

applyDeferredStylesheets(document)
watchImageFallbacks(document)
revealScriptOnly(document)

/**
 * What the page's parts need, each fetched only by a page that has the part, and only after the page has
 * loaded: the plain scripts of the hero slider and the copy buttons (docs/islands.md#the-hero-slider,
 * docs/islands.md#the-copy-buttons), and the islands' hydration. `failed` is the warning logged when the part's
 * code cannot come (its prerendered HTML stays as it is: docs/islands.md#redeploy).
 */
const PARTS: { selector: string; start: () => Promise<void>; failed: string }[] = [
  {
    selector: HERO_SLIDER_SELECTOR,
    start: () =>
      import('../pages/Home/hero-slider-controller').then(({ startHeroSliders }) =>
        startHeroSliders(document),
      ),
    failed: 'The slider could not start: it stays on its first slide.',
  },
  {
    selector: COPY_SELECTOR,
    start: () =>
      import('../pages/Donate/copy-controller').then(({ startCopyButtons }) => startCopyButtons(document)),
    failed: 'The copy buttons could not start: the codes stay text to select.',
  },
  {
    selector: ISLAND_SELECTOR,
    start: () => import('../islands/start').then(({ startIslands }) => startIslands(document)),
    failed: 'The page’s interactive parts could not start.',
  },
]

const starting = PARTS.filter(({ selector }) => document.querySelector(selector)).map(({ start, failed }) =>
  whenLoaded()
    .then(start)
    .catch((error: unknown) => console.warn(failed, error)),
)
void Promise.all(starting).finally(markReady)
