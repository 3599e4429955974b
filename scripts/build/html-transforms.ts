import { attributeOf, findElements, textOf, withoutElements, type HtmlElement } from '../lib/html-elements'

/**
 * Rewrites of the prerendered HTML, on the parsed document (scripts/lib/html-elements.ts). The prerenderer leaves two inline scripts in every page (the router's
 * hydration data, the build hash) for an app that boots in the browser; the site boots no app (only islands
 * hydrate, docs/islands.md), so both go, after the hydration data has told whether a route failed.
 */

/** The code of the hydration data script: the string literal it parses. */
const HYDRATION_CODE = /^window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);$/

/** Script types that are data, not code (structured data for search engines). */
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json'])

/** A script written in the page (no `src`) that the browser would run. */
function isInlineCode(element: HtmlElement): boolean {
  return (
    element.tagName === 'script' &&
    !element.attrs.some((attr) => attr.name === 'src') &&
    !DATA_SCRIPT_TYPES.has(attributeOf(element, 'type'))
  )
}

/** A route loader or component failed while prerendering: the page holds an error screen, not content. */
export class PrerenderError extends Error {}

/** The router's hydration data as the prerenderer wrote it into a page. */
export interface HydrationData {
  loaderData: Record<string, unknown>
  actionData: unknown
  errors: Record<string, { message?: string }> | null
}

/** The page's hydration data; a PrerenderError when a route failed while prerendering it. */
export function readHydrationData(html: string): HydrationData | null {
  const code = findElements(html, isInlineCode)
    .map((script) => HYDRATION_CODE.exec(textOf(script).trim())?.[1])
    .find((literal) => literal !== undefined)
  if (!code) return null
  const data = JSON.parse(JSON.parse(code) as string) as HydrationData
  if (data.errors && Object.keys(data.errors).length) {
    const messages = Object.values(data.errors).map((error) => error?.message ?? JSON.stringify(error))
    throw new PrerenderError(`a route failed while prerendering: ${messages.join('; ')}`)
  }
  return data
}

/**
 * The page without the prerenderer's inline scripts (hydration data, build hash); a PrerenderError when a
 * route failed while prerendering.
 */
export function withoutRouterScripts(html: string): string {
  readHydrationData(html)
  return withoutElements(
    html,
    (element) =>
      isInlineCode(element) &&
      /^window\.__(?:staticRouterHydrationData|VITE_REACT_SSG_HASH__) = /.test(textOf(element).trim()),
  )
}

/** Inline <script> elements left in a page (anything executable); the build fails if there are any. */
export function findInlineScripts(html: string): string[] {
  return findElements(html, isInlineCode)
    .map((script) => textOf(script).trim())
    .filter((code) => code !== '')
    .map((code) => code.slice(0, 80))
}

/**
 * The page without module preloads: what the prerenderer preloads is the code of a whole-page app; the page's
 * islands fetch theirs after the page has loaded (docs/islands.md).
 */
export function withoutModulePreloads(html: string): string {
  return withoutElements(
    html,
    (element) =>
      element.tagName === 'link' && attributeOf(element, 'rel').split(/\s+/).includes('modulepreload'),
  )
}
