/**
 * Rewrites of the prerendered HTML. The prerenderer leaves two inline scripts in every page (the router's
 * hydration data, the build hash) for an app that boots in the browser; the site boots no app (only islands
 * hydrate, docs/islands.md), so both go, after the hydration data has told whether a route failed.
 */

const HYDRATION_SCRIPT =
  /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/
const HASH_SCRIPT = /<script>window\.__VITE_REACT_SSG_HASH__ = '([a-z0-9]+)'<\/script>/

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
  const literal = HYDRATION_SCRIPT.exec(html)?.[1]
  if (!literal) return null
  const data = JSON.parse(JSON.parse(literal) as string) as HydrationData
  if (data.errors && Object.keys(data.errors).length) {
    const messages = Object.values(data.errors).map((error) => error?.message ?? JSON.stringify(error))
    throw new PrerenderError(`a route failed while prerendering: ${messages.join('; ')}`)
  }
  return data
}

/** The page without the prerenderer's inline scripts; a PrerenderError when a route failed while prerendering. */
export function withoutRouterScripts(html: string): string {
  readHydrationData(html)
  return html.replace(HYDRATION_SCRIPT, '').replace(HASH_SCRIPT, '')
}

/** Inline <script> elements left in a page (anything executable); the build fails if there are any. */
export function findInlineScripts(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\bsrc=/.test(attrs) || /type="application\/(?:ld\+)?json"/.test(attrs)) continue
    if (body.trim()) found.push(body.slice(0, 80))
  }
  return found
}

/**
 * The page without module preloads: what the prerenderer preloads is the code of a whole-page app; the page's
 * islands fetch theirs after the page has loaded (docs/islands.md).
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, '')
}
