import { COPY_ATTR, COPY_CONFIRMATION_MS, COPY_DONE_LOOK, COPY_READY_LOOK } from './copy-markup'

function swap(element: Element, on: readonly string[], off: readonly string[]): void {
  element.classList.remove(...off)
  element.classList.add(...on)
}

/** Shows one state of the button (its icon, its name and its look) and says it in the live region. */
function draw(button: HTMLElement, status: Element | null, copied: boolean): void {
  for (const part of button.querySelectorAll<HTMLElement | SVGElement>(`[${COPY_ATTR.when}]`))
    part.toggleAttribute('hidden', part.getAttribute(COPY_ATTR.when) !== (copied ? 'copied' : 'ready'))
  swap(button, copied ? COPY_DONE_LOOK : COPY_READY_LOOK, copied ? COPY_READY_LOOK : COPY_DONE_LOOK)
  if (status) status.textContent = copied ? (button.getAttribute(COPY_ATTR.announce) ?? '') : ''
}

/**
 * The donation page's copy buttons (docs/behaviour.md#donation), in plain script on the prerendered markup of
 * CopyButton.tsx: no framework is fetched for them (docs/islands.md#the-copy-buttons). A button shows only where
 * the Clipboard API exists; a copy says "Copied" for 2.5 s (a second copy starts the 2.5 s again); a refused
 * clipboard is only logged, the button stays as it was.
 */
export function startCopyButton(button: HTMLElement): void {
  const window = button.ownerDocument.defaultView!
  if (!('clipboard' in window.navigator) || !button.hidden) return
  const value = button.getAttribute(COPY_ATTR.root) ?? ''
  const status = button.parentElement?.querySelector(`[${COPY_ATTR.status}]`) ?? null
  let timer: number | undefined
  button.addEventListener('click', () => {
    // Read at the click, not at start: the Clipboard API may be replaced or withdrawn meanwhile.
    window.navigator.clipboard.writeText(value).then(
      () => {
        draw(button, status, true)
        clearTimeout(timer)
        timer = window.setTimeout(() => draw(button, status, false), COPY_CONFIRMATION_MS)
      },
      (error: unknown) => console.warn('The code could not be copied to the clipboard.', error),
    )
  })
  button.hidden = false
}
