/** The site's own files a document uses, to keep with it for offline reading (never the API's answers). */
function ownFiles(doc: Document, urls: readonly string[]): string[] {
  const origin = doc.location.origin
  const own = urls.flatMap((url) => {
    if (!url) return []
    const parsed = new URL(url, origin)
    if (parsed.origin !== origin) return []
    return /^\/(assets|media|images)\//.test(parsed.pathname) ? [parsed.href] : []
  })
  return [...new Set(own)]
}

/** The files the document has loaded so far: they are in the browser's HTTP cache, so keeping them costs nothing. */
export function loadedFiles(doc: Document): string[] {
  return ownFiles(doc, [
    ...[...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    ...[...doc.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ])
}

/** The loaded files and the images of the page's main content, those not shown yet included (a saved article). */
export function filesOfDocument(doc: Document): string[] {
  return ownFiles(doc, [
    ...loadedFiles(doc),
    ...[...doc.querySelectorAll<HTMLImageElement>('main img')].map((image) => image.currentSrc || image.src),
  ])
}
