import { attributeOf as attribute, withoutElements, type HtmlElement as Element } from '../lib/html-elements'

/**
 * Script types that are data, not code: structured data for search engines stays, so that the twin differs
 * from its page only by what scripts need.
 */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json'])

/** What a `<link>` fetches for scripts only: code, and data that only a script reads. */
const SCRIPT_ONLY_DESTINATIONS = new Set(['script', 'fetch'])

function isForScripts(element: Element): boolean {
  if (element.tagName === 'script') return !DATA_SCRIPT_TYPES.has(attribute(element, 'type'))
  if (element.tagName !== 'link') return false
  const rel = attribute(element, 'rel').split(/\s+/)
  if (rel.includes('modulepreload')) return true
  const preloads = rel.includes('preload') || rel.includes('prefetch')
  return preloads && SCRIPT_ONLY_DESTINATIONS.has(attribute(element, 'as'))
}

/**
 * The page's no-JavaScript twin: the same document without its scripts, module preloads and the preloads
 * only scripts use (script code, route data fetched for hydration). Everything else is kept byte for byte:
 * the document is parsed (parse5, as a browser would) only to find those elements, which are cut out of the
 * original text, so the twin has the page's head, inline CSS, stylesheets, images and markup exactly.
 * `<noscript>` stays as it is, inert, as in any browser with scripting on: the twin is what the page shows
 * before any script of it has run, the floor its largest paint can reach.
 */
export function noJsTwinHtml(html: string): string {
  return withoutElements(html, isForScripts)
}
