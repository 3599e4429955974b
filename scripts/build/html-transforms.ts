import { scriptSafeJson } from '../../src/lib/safe-json'
import { BUILD_HASH_META, NOT_FOUND_DOCUMENT_ATTR, ROUTE_DATA_ID } from '../../src/app/boot'

/**
 * Rewrites of the prerendered HTML. The prerenderer leaves two inline scripts in every page (router
 * hydration data, build hash); inline scripts would need a per-page hash in the Content-Security-Policy, so
 * they become inert data that src/app/boot.ts reads back before the router starts.
 */

const HYDRATION_SCRIPT =
  /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/
const HASH_SCRIPT = /<script>window\.__VITE_REACT_SSG_HASH__ = '([a-z0-9]+)'<\/script>/

/** A route loader or component failed while prerendering: the page holds an error screen, not content. */
export class PrerenderError extends Error {}

export function inlineScriptsToData(html: string): string {
  let out = html.replace(HYDRATION_SCRIPT, (_whole, literal: string) => {
    const json = JSON.parse(literal) as string
    const { errors } = JSON.parse(json) as { errors?: Record<string, { message?: string }> | null }
    if (errors && Object.keys(errors).length) {
      const messages = Object.values(errors).map((error) => error?.message ?? JSON.stringify(error))
      throw new PrerenderError(`a route failed while prerendering: ${messages.join('; ')}`)
    }
    return `<script type="application/json" id="${ROUTE_DATA_ID}">${scriptSafeJson(json)}</script>`
  })
  out = out.replace(HASH_SCRIPT, '')
  const hash = HASH_SCRIPT.exec(html)?.[1]
  if (hash) out = out.replace('</head>', `<meta name="${BUILD_HASH_META}" content="${hash}"></head>`)
  return out
}

/** Marks the 404 document, which is served for any unknown URL and so must be rendered, not hydrated. */
export function markNotFoundDocument(html: string): string {
  return html.replace(/<html(\s|>)/, `<html ${NOT_FOUND_DOCUMENT_ATTR}$1`)
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

/** Removes the modulepreload links of the given built files (paths relative to the site root). */
export function dropPreloads(html: string, files: readonly string[]): string {
  const unwanted = new Set(files.map((file) => `/${file}`))
  return html.replace(/<link rel="modulepreload"[^>]*>/g, (link) =>
    unwanted.has(/href="([^"]+)"/.exec(link)?.[1] ?? '') ? '' : link,
  )
}
