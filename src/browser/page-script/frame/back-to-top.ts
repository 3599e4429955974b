import { CLICK_FIRST } from './click-first'

/**
 * The footer's back-to-top link goes to `#top` on its own; with the script it does not add `#top` to the
 * address and it moves focus to the main content, so the keyboard starts there. The scroll is smooth unless
 * the visitor prefers reduced motion (global.css `scroll-behavior`).
 */
export function enhanceBackToTop(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[data-back-to-top]')) return
      event.preventDefault()
      window.scrollTo({ top: 0 })
      document.getElementById('main')?.focus({ preventScroll: true })
    },
    CLICK_FIRST,
  )
}
