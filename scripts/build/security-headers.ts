import { CONTENT_NAMED_FOLDERS } from '../../src/shared/offline/rules'
import { NOT_FOUND_PATHS, NOT_FOUND_ROOT_PATH } from './site-paths'

/**
 * The HTTP headers of the site, written to dist/_headers (read by Netlify and Cloudflare Pages, and applied
 * by `npm run serve`). Pages carry no inline script (the build fails on one, scripts/build/finish-page.ts), so script-src needs neither
 * 'unsafe-inline' nor hashes. Its one addition is 'wasm-unsafe-eval', for the site-wide search: Pagefind runs
 * its index in WebAssembly, in a worker of its own from the site's origin ('wasm-unsafe-eval' allows no
 * JavaScript eval). Styles stay 'unsafe-inline': critical CSS is inlined and React sets style attributes.
 */
export interface HeaderOptions {
  /** Origin the browser calls for the live parts; '' when the API is served by the site's own origin. */
  apiOrigin: string
  /** The OAuth gateway that signs editors in to GitHub in the CMS (CMS_AUTH_URL), if any. */
  cmsAuthUrl?: string
}

function originOf(url: string): string {
  try {
    return url ? new URL(url).origin : ''
  } catch {
    return ''
  }
}

export function contentSecurityPolicy({ apiOrigin }: HeaderOptions): string {
  const api = originOf(apiOrigin)
  const withApi = (...sources: string[]) => [...sources, api].filter(Boolean).join(' ')
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    // Images from the API at run time, or those the build could not download, stay on their own hosts.
    `img-src ${withApi("'self'", 'data:', 'https:')}`,
    `media-src ${withApi("'self'", 'https:')}`,
    `connect-src ${withApi("'self'")}`,
    "font-src 'self'",
    // The service worker (/sw.js, docs/offline.md) and Pagefind's search worker (/pagefind/), said outright
    // rather than left to the fallbacks; no other worker.
    "worker-src 'self'",
    // The contact page's map, loaded only when the visitor asks for it.
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'none'",
    // The contact form posts to the API without JavaScript (docs/behaviour.md#contact): that origin and ours.
    `form-action ${withApi("'self'")}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The CMS page (`/admin`) only: Decap CMS talks to GitHub's API (or, under `npm run cms`, to the local back-end
 * at its own origin, docs/architecture.md#the-cms-on-an-editors-machine), shows uploads from blob: URLs,
 * encodes images with WebAssembly and styles itself at run time.
 * It still runs no inline script and loads scripts from its own origin only, and cannot be framed.
 */
export function adminContentSecurityPolicy({ cmsAuthUrl = '' }: { cmsAuthUrl?: string } = {}): string {
  // blob: the images of an entry, read back when it is saved.
  const connect = ["'self'", 'blob:', 'https://api.github.com', originOf(cmsAuthUrl)]
  return [
    "default-src 'self'",
    // Decap checks its configuration with ajv, which compiles validators with new Function: eval is needed.
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    `connect-src ${connect.filter(Boolean).join(' ')}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The headers of the CMS page: `!` takes off the site's policy (Cloudflare Pages would otherwise send both,
 * and a browser enforces both), and the sign-in popup of the GitHub gateway may talk back to the page.
 */
export function adminHeaders(policy: string): string {
  return ['/admin', '/admin/*']
    .map(
      (pattern) => `${pattern}
  ! Content-Security-Policy
  ! Cross-Origin-Opener-Policy
  Content-Security-Policy: ${policy}
  Cross-Origin-Opener-Policy: same-origin-allow-popups
  Cache-Control: no-cache
`,
    )
    .join('\n')
}

/**
 * The 404 pages' own URLs (`/404`, `/fr/404`, `/en/404`): the host serves a built file at its URL with a 200
 * and no rule of ours can change that status, so they say noindex in a header as well as in their <head>
 * (docs/behaviour.md#404-page). An unknown URL gets the same page with a 404.
 */
export function notFoundPagesHeaders(): string {
  return [NOT_FOUND_ROOT_PATH, ...NOT_FOUND_PATHS]
    .map((url) => `${url}\n  X-Robots-Tag: noindex\n`)
    .join('\n')
}

/**
 * Cache rules never overlap: where two rules match, Cloudflare Pages joins their values with a comma. The
 * downloaded images (`/media/<file>`, named after their URL) may change in a later build, so they are kept a
 * month; the folders of files named after their content (CONTENT_NAMED_FOLDERS, which the service worker
 * also reads) never change, so they are kept for good. The search index's script and entry file keep their
 * names, and are revalidated like the pages.
 */
export function headersFile(options: HeaderOptions): string {
  return `/*
  Content-Security-Policy: ${contentSecurityPolicy(options)}
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()
  Cross-Origin-Opener-Policy: same-origin

/media/:file
  Cache-Control: public, max-age=2592000

${CONTENT_NAMED_FOLDERS.map((folder) => `${folder}*\n  Cache-Control: public, max-age=31536000, immutable\n`).join('\n')}
/sw.js
  Cache-Control: no-cache

${notFoundPagesHeaders()}
${adminHeaders(adminContentSecurityPolicy({ cmsAuthUrl: options.cmsAuthUrl }))}`
}
