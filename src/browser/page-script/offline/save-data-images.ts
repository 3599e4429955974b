/**
 * Save-Data: the images not fetched yet (lazy, below the fold) take the smallest variant of their srcset —
 * `sizes` of one pixel makes the browser pick it. Images already fetched are left alone (changing them would
 * fetch a second copy); on later pages the service worker serves the smallest variant itself.
 */
export function pickSmallestImages(doc: Document): void {
  for (const image of doc.querySelectorAll<HTMLImageElement>('img[srcset]')) {
    if (image.complete) continue
    const source =
      image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : []
    for (const element of [...source, image]) element.setAttribute('sizes', '1px')
  }
}
