import { holdEarlyActions } from '../early-actions'
import nearScreen from './visible'

/** What a visitor does first when they start using a page, rather than waiting for it to load. */
const FIRST_USES = [
  'scroll',
  'wheel',
  'keydown',
  'pointerdown',
  'pointermove',
  'touchstart',
  // What comes without a key or a pointer: a screen reader's click on a button, focus moved by assistive
  // technology, voice input or autofill typing into a field.
  'click',
  'focusin',
  'input',
] as const

/**
 * Resolves once the visitor has started using the page: a scroll (the page may already be scrolled: reopened,
 * or scrolled while it loaded), a key, a touch or the pointer. Islands of the `in-use` strategy wait for it
 * (docs/islands.md#strategies): until then nobody can reach their controls, and their hydration would only
 * compete with the page's first paints on a slow phone.
 */
export function visitorInUse(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (win.scrollY > 0) return resolve()
    const controller = new AbortController()
    const done = () => {
      controller.abort()
      resolve()
    }
    for (const type of FIRST_USES)
      win.addEventListener(type, done, { capture: true, passive: true, signal: controller.signal })
  })
}

let inUse: Promise<void> | undefined

/**
 * `in-use`: due when the island is near the screen, but not before the visitor has started using the page
 * (docs/islands.md#strategies). From the first such island on, what the visitor does in one before it has
 * hydrated is held and given to it once it has (src/browser/islands/early-actions.ts); only this strategy needs it.
 */
export default function due(element: HTMLElement): Promise<void> {
  if (!inUse) {
    holdEarlyActions(element.ownerDocument)
    inUse = visitorInUse(element.ownerDocument.defaultView ?? window)
  }
  return inUse.then(() => nearScreen(element))
}
