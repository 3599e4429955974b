/** The desktop Discover and Actions menus: native `<details data-nav-dropdown>` (src/shared/layout/NavDropdown.tsx). */
const DROPDOWN = 'details[data-nav-dropdown]'

function openDropdowns(): HTMLDetailsElement[] {
  return Array.from(document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`))
}

function dropdownOf(node: EventTarget | null): HTMLDetailsElement | null {
  return node instanceof Element ? node.closest<HTMLDetailsElement>(DROPDOWN) : null
}

/**
 * What `<details>` alone does not do for a menu: Escape closes it and gives focus back to its toggle, a click
 * elsewhere or focus moving out of it closes it, and opening one closes the other (browsers that do not
 * know exclusive `<details name>` yet).
 */
export function enhanceDropdowns(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    for (const dropdown of openDropdowns()) {
      dropdown.open = false
      dropdown.querySelector('summary')?.focus()
    }
  })
  document.addEventListener('pointerdown', (event) => {
    const inside = dropdownOf(event.target)
    for (const dropdown of openDropdowns()) if (dropdown !== inside) dropdown.open = false
  })
  document.addEventListener('focusout', (event) => {
    const from = dropdownOf(event.target)
    // No next element: the window lost focus (another tab, a click on nothing), which closes nothing.
    if (from?.open && event.relatedTarget && dropdownOf(event.relatedTarget) !== from) from.open = false
  })
  // `toggle` does not bubble: listened to on the way down.
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target
      if (!(opened instanceof HTMLDetailsElement) || !opened.matches(DROPDOWN) || !opened.open) return
      for (const dropdown of openDropdowns()) if (dropdown !== opened) dropdown.open = false
    },
    true,
  )
}
