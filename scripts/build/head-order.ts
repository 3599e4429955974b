/**
 * Puts `<meta charset>` and `<meta name="viewport">` first in <head>. The head manager writes each page's own
 * tags above the template's, which leaves these two behind kilobytes of meta and link tags: the charset
 * belongs in the first 1024 bytes, and the preload scanner evaluates an image preload's `imagesizes` (the
 * home hero's `100vw`) with the viewport known so far, a phone's 980 px default until it has read the
 * viewport tag, and so would fetch a variant twice too wide.
 */
const DOCUMENT_META = /<meta charset="[^"]*"\s*\/?>|<meta name="viewport" content="[^"]*"\s*\/?>/gi

export function documentMetaFirst(html: string): string {
  const head = /<head\b[^>]*>/i.exec(html)
  const headEnd = html.search(/<\/head>/i)
  if (!head || headEnd < 0) return html
  const start = head.index + head[0].length
  const found: string[] = []
  const inside = html.slice(start, headEnd).replace(DOCUMENT_META, (tag) => {
    found.push(tag)
    return ''
  })
  if (found.length === 0) return html
  // The charset first, as the template has it.
  found.sort((a, b) => Number(/viewport/i.test(a)) - Number(/viewport/i.test(b)))
  return `${html.slice(0, start)}${found.join('')}${inside}${html.slice(headEnd)}`
}
