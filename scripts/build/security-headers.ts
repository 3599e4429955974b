/**
 * The HTTP headers of the site, written to dist/_headers (read by Netlify and Cloudflare Pages, and applied
 * by `npm run serve`). Pages carry no inline script (see html-transforms.ts), so script-src needs neither
 * 'unsafe-inline' nor hashes. Styles stay 'unsafe-inline': critical CSS is inlined and React sets style
 * attributes.
 */
export interface HeaderOptions {
  /** Origin the browser calls for the live parts; '' when the API is served by the site's own origin. */
  apiOrigin: string
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
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Images from the API at run time, or those the build could not download, stay on their own hosts.
    `img-src ${withApi("'self'", 'data:', 'https:')}`,
    `media-src ${withApi("'self'", 'https:')}`,
    `connect-src ${withApi("'self'")}`,
    "font-src 'self'",
    // The contact page's map, loaded only when the visitor asks for it.
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Cache rules never overlap: where two rules match, Cloudflare Pages joins their values with a comma. The
 * downloaded images (`/media/<file>`, named after their URL) may change in a later build, so they are kept a
 * month; their responsive variants (`/media/v/`, named after their content) never change, so they are kept for
 * good, like the hashed scripts and styles.
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

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/media/:file
  Cache-Control: public, max-age=2592000

/media/v/*
  Cache-Control: public, max-age=31536000, immutable
`
}
