import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5'
import type { RenderedHead } from './render-route'

/**
 * The page around the app's markup, made once per build from the client bundle's index.html (with its classic
 * page script, scripts/build/page-script.ts): no module preload (islands fetch their code after the page has
 * loaded), serialized the way a browser would read it.
 */
export interface PageTemplate {
  /** Up to `<html`. */
  beforeHtmlAttributes: string
  /** The template's own `<html>` attributes, used when the head manager sets none. */
  htmlAttributes: string
  /** From the end of the `<html …>` start tag through `<head>`. */
  toHead: string
  /** From the end of `<head>` to `<body`. */
  toBody: string
  /** From the end of `<body …>`'s name to the start of the root element's content. */
  toRoot: string
  /** The rest of the document. */
  afterRoot: string
}

type Node = DefaultTreeAdapterMap['node']

function walk(node: Node, visit: (node: Node) => void): void {
  if ('childNodes' in node)
    for (const child of [...node.childNodes]) {
      visit(child)
      walk(child, visit)
    }
}

const ROOT_MARK = '\u0000root\u0000'

/** The template of every page, from the index.html the client build wrote. */
export function pageTemplate(indexHtml: string): PageTemplate {
  const document = parse(indexHtml)
  walk(document, (node) => {
    if (!('tagName' in node)) return
    if (
      node.tagName === 'link' &&
      node.attrs.some((attr) => attr.name === 'rel' && attr.value.split(/\s+/).includes('modulepreload'))
    ) {
      const siblings = node.parentNode!.childNodes
      siblings.splice(siblings.indexOf(node), 1)
    }
    if (node.tagName === 'div' && node.attrs.some((attr) => attr.name === 'id' && attr.value === 'root'))
      node.childNodes = [
        { nodeName: '#text', value: ROOT_MARK, parentNode: node } as DefaultTreeAdapterMap['textNode'],
      ]
  })
  const html = serialize(document)
  const htmlStart = /<html\b([^>]*)>/.exec(html)
  const headStart = html.indexOf('<head>')
  const bodyStart = html.indexOf('<body')
  const root = html.indexOf(ROOT_MARK)
  if (!htmlStart || headStart < 0 || bodyStart < 0 || root < 0)
    throw new Error('index.html must hold <html>, <head>, <body> and <div id="root"></div>.')
  return {
    beforeHtmlAttributes: html.slice(0, htmlStart.index) + '<html',
    htmlAttributes: htmlStart[1]!.trim(),
    toHead: '>' + html.slice(htmlStart.index + htmlStart[0].length, headStart + '<head>'.length),
    toBody: html.slice(headStart + '<head>'.length, bodyStart) + '<body',
    toRoot: html.slice(bodyStart + '<body'.length, root),
    afterRoot: html.slice(root + ROOT_MARK.length),
  }
}

/** A page: the head manager's tags first in <head>, its `<html>` and `<body>` attributes, the app's markup. */
export function fillTemplate(template: PageTemplate, head: RenderedHead, appHtml: string): string {
  const htmlAttributes = head.htmlAttributes || template.htmlAttributes
  const bodyAttributes = head.bodyAttributes ? ` ${head.bodyAttributes}` : ''
  return (
    `${template.beforeHtmlAttributes}${htmlAttributes ? ` ${htmlAttributes}` : ''}${template.toHead}` +
    `${head.headTags}${template.toBody}${bodyAttributes}${template.toRoot}${appHtml}${template.afterRoot}`
  )
}
