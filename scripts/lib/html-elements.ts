import { parse, type DefaultTreeAdapterMap } from 'parse5'

export type HtmlElement = DefaultTreeAdapterMap['element']
type Node = DefaultTreeAdapterMap['node']

/** An attribute's value, trimmed and lower-cased ('' when absent). */
export function attributeOf(element: HtmlElement, name: string): string {
  return (
    element.attrs
      .find((attr) => attr.name === name)
      ?.value.trim()
      .toLowerCase() ?? ''
  )
}

/** The text inside an element (a script's code). */
export function textOf(element: HtmlElement): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('')
}

interface Found {
  element: HtmlElement
  start: number
  end: number
}

/** The elements of a document that `matches` picks (not looking inside them), parsed as a browser would (parse5). */
function find(html: string, matches: (element: HtmlElement) => boolean): Found[] {
  const found: Found[] = []
  const visit = (node: Node) => {
    if ('tagName' in node && matches(node)) {
      const location = node.sourceCodeLocation
      if (location) found.push({ element: node, start: location.startOffset, end: location.endOffset })
      return
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
    if ('content' in node) visit(node.content)
  }
  visit(parse(html, { sourceCodeLocationInfo: true }))
  return found.sort((a, b) => a.start - b.start)
}

export function findElements(html: string, matches: (element: HtmlElement) => boolean): HtmlElement[] {
  return find(html, matches).map((found) => found.element)
}

/**
 * The document without the elements `matches` picks. The document is parsed only to find them; they are cut
 * out of the original text, so everything else stays byte for byte.
 */
export function withoutElements(html: string, matches: (element: HtmlElement) => boolean): string {
  let out = ''
  let from = 0
  for (const { start, end } of find(html, matches)) {
    if (start < from) continue
    out += html.slice(from, start)
    from = end
  }
  return out + html.slice(from)
}
