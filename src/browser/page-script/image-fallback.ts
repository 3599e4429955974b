/**
 * Broken images without React (docs/behaviour.md#images): an <img data-fallback="URL"> that fails to load
 * shows the fallback instead — its <picture>'s other sources pointed there too; one with
 * `data-fallback="hide"` hides the element named by `data-fallback-box` around it (a partner's logo). The
 * markup is prerendered and never hydrated, so a document-wide listener does it, and images broken before
 * this script ran are found by a look at their state.
 */
export const FALLBACK_ATTR = 'data-fallback'
export const FALLBACK_BOX_ATTR = 'data-fallback-box'
export const HIDE = 'hide'

function showFallback(img: HTMLImageElement): void {
  const fallback = img.getAttribute(FALLBACK_ATTR)
  if (!fallback) return
  if (fallback === HIDE) {
    const box = img.closest<HTMLElement>(img.getAttribute(FALLBACK_BOX_ATTR) ?? 'li') ?? img
    box.hidden = true
    return
  }
  if (img.getAttribute('src') === fallback && !img.hasAttribute('srcset')) return
  // Attributes only, no node removed: inside an island React keeps owning these elements.
  for (const source of img.parentElement?.tagName === 'PICTURE'
    ? img.parentElement.querySelectorAll('source')
    : [])
    source.setAttribute('srcset', fallback)
  img.removeAttribute('srcset')
  img.removeAttribute('sizes')
  img.setAttribute('src', fallback)
}

/** Whether an image has already failed (a lazy image not requested yet has no currentSrc: it is waiting). */
function isBroken(img: HTMLImageElement): boolean {
  return img.complete && img.currentSrc !== '' && img.naturalWidth === 0
}

export function watchImageFallbacks(doc: Document): void {
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target)
    },
    // Error events do not bubble: listen as they go down.
    true,
  )
  for (const img of doc.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTR}]`))
    if (isBroken(img)) showFallback(img)
}
