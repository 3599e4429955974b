import { CLICK_FIRST } from './click-first'

/** The mobile menu panel, a `popover` (src/shared/layout/MobileMenu.tsx), and the button that opens it. */
const PANEL = '.mobile-menu[popover]'
const OPENER = '[data-mobile-menu-button]'
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary'

function panel(): HTMLElement | null {
  return document.querySelector<HTMLElement>(PANEL)
}

function isOpen(menu: HTMLElement): boolean {
  return menu.matches(':popover-open')
}

/** Visible focusable elements of the menu, in order (those of a closed sub-section are not rendered). */
function focusables(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.offsetParent)
}

/**
 * What the popover alone does not do for a full-screen menu: focus goes into it when it opens and back to the
 * menu button when it closes, Tab stays inside, the page behind does not scroll, and following one of its
 * links closes it (also when the browser brings the page back from its cache).
 */
export function enhanceMobileMenu(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target
      if (!(menu instanceof HTMLElement) || !menu.matches(PANEL)) return
      const open = isOpen(menu)
      document.body.classList.toggle('scroll-locked', open)
      if (open) menu.querySelector<HTMLElement>('[popovertargetaction="hide"]')?.focus()
      else if (!document.activeElement || document.activeElement === document.body)
        document.querySelector<HTMLElement>(OPENER)?.focus()
    },
    true,
  )
  document.addEventListener('keydown', (event) => {
    const menu = panel()
    if (event.key !== 'Tab' || !menu || !isOpen(menu)) return
    const items = focusables(menu)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last
    if (leaving || !menu.contains(document.activeElement)) {
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
    }
  })
  document.addEventListener(
    'click',
    (event) => {
      const menu = panel()
      if (menu && isOpen(menu) && event.target instanceof Element && event.target.closest(`${PANEL} a[href]`))
        menu.hidePopover()
    },
    CLICK_FIRST,
  )
  window.addEventListener('pageshow', (event) => {
    const menu = panel()
    if (event.persisted && menu && isOpen(menu)) menu.hidePopover()
  })
}
