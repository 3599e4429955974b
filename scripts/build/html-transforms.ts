import { isDeepStrictEqual } from 'node:util'
import {
  BUILD_HASH_META,
  NOT_FOUND_DOCUMENT_ATTR,
  ROUTE_DATA_BY_LANGUAGE_META,
  ROUTE_DATA_ID,
} from '../../src/app/boot'
import { LANGS } from '../../src/i18n/languages'

/**
 * Rewrites of the prerendered HTML. The prerenderer leaves two inline scripts in every page (router
 * hydration data, build hash); inline scripts would need a per-page hash in the Content-Security-Policy, so
 * they go: the build hash becomes a meta element, and the hydration data is left to the page's data file,
 * which src/app/boot.ts reads back before the router starts.
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

/** The build hash the prerenderer gave this build (it names the pages' data files). */
export function buildHashOf(html: string): string | undefined {
  return HASH_SCRIPT.exec(html)?.[1]
}

/**
 * Where the prerenderer wrote a page's route data (the same loader data as its hydration data, for
 * client-side navigations), for the page at `pagePath` (e.g. `/fr/about`): `static-loader-data/fr/about.<hash>.json`.
 */
export function routeDataFile(pagePath: string, hash: string): string {
  return `static-loader-data${pagePath === '/' ? '/index' : pagePath}.${hash}.json`
}

/**
 * The page without inline scripts. Its hydration data is not copied into it: the page links to its data file
 * instead (`routeDataFile`, given as `dataFile` with the file's content), preloaded from <head> so it arrives
 * with the scripts. The page's HTML then holds what its first screen needs, and the data — as many bytes
 * again as the text of the page — is a separate, cacheable download that only hydration waits for. The build
 * fails if the file does not hold exactly the page's hydration data.
 */
export function inlineScriptsToData(html: string, dataFile?: { path: string; content: string }): string {
  const hydration = readHydrationData(html)
  const hasData = Object.values(hydration?.loaderData ?? {}).some((value) => value !== null)
  if (hasData && !dataFile) throw new PrerenderError("the page's route data file is missing")
  if (hydration && dataFile && !isDeepStrictEqual(JSON.parse(dataFile.content), hydration.loaderData)) {
    throw new PrerenderError(`${dataFile.path} does not hold the page's hydration data`)
  }
  let out = html.replace(HYDRATION_SCRIPT, '')
  out = out.replace(HASH_SCRIPT, '')
  const hash = buildHashOf(html)
  const head = [
    hash ? `<meta name="${BUILD_HASH_META}" content="${hash}">` : '',
    hydration && dataFile ? routeDataLink(dataFile.path) : '',
  ].join('')
  return out.replace('</head>', `${head}</head>`)
}

/** The preload the browser starts at once and boot.ts's fetch then takes (same URL, credentials and mode). */
function routeDataLink(file: string): string {
  const href = `/${file.split('/').map(encodeURIComponent).join('/')}`
  return `<link rel="preload" as="fetch" crossorigin id="${ROUTE_DATA_ID}" href="${href}">`
}

/**
 * Marks the 404 document, which is served for any unknown URL and so must be rendered, not hydrated. Its
 * route data is the 404 page's of the URL's language (the frame's texts are per language): the preload of the
 * source page's data file becomes a template of the data files' URL, which boot.ts completes.
 */
export function markNotFoundDocument(html: string): string {
  const byLanguage = new RegExp(`(/static-loader-data/)(?:${LANGS.join('|')})(/404\\.)`)
  return html
    .replace(/<html(\s|>)/, `<html ${NOT_FOUND_DOCUMENT_ATTR}$1`)
    .replace(new RegExp(`<link [^>]*id="${ROUTE_DATA_ID}"[^>]*>`), (link) => {
      const href = /href="([^"]+)"/.exec(link)?.[1] ?? ''
      const template = href.replace(byLanguage, '$1{lang}$2')
      return template === href ? '' : `<meta name="${ROUTE_DATA_BY_LANGUAGE_META}" content="${template}">`
    })
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
