import type { IncomingMessage, ServerResponse } from 'node:http'

export const ALLOWED_METHODS = 'GET, POST, OPTIONS'
export const ALLOWED_HEADERS = 'Content-Type'

/**
 * An origin in the form browsers send it, `scheme://host[:port]` with scheme and host in lower case and the
 * default port dropped (`https://Site.Example:443/` → `https://site.example`); undefined for anything else
 * (`null`, another scheme, a path, a query, credentials). CORS_ORIGINS and the Origin header are both compared
 * in this form, so the `null` origin is never allowed.
 */
export function originOf(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  const web = url.protocol === 'http:' || url.protocol === 'https:'
  return bare && web && !value.includes('?') && !value.includes('#') ? url.origin : undefined
}

/** The request's origin when it is one of `allowedOrigins` (already in `originOf` form). */
function listedOrigin(origin: string | undefined, allowedOrigins: readonly string[]): string | undefined {
  const normalised = origin === undefined ? undefined : originOf(origin.trim())
  return normalised !== undefined && allowedOrigins.includes(normalised) ? normalised : undefined
}

/**
 * Whether a browser origin may call the API. An empty list means any origin (development only), except
 * `null` — sandboxed frames and local files — which is never allowed.
 */
export function isOriginAllowed(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true
  if (allowedOrigins.length === 0) return origin !== 'null'
  return listedOrigin(origin, allowedOrigins) !== undefined
}

/**
 * Sets the CORS response headers. With no configured origins any origin but `null` gets '*' (never with
 * credentials); otherwise only a listed origin is echoed back, and others get no CORS header at all.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): void {
  const origin = req.headers.origin
  if (allowedOrigins.length === 0) {
    if (origin !== 'null') res.setHeader('Access-Control-Allow-Origin', '*')
    return
  }
  res.setHeader('Vary', 'Origin')
  const listed = listedOrigin(origin, allowedOrigins)
  if (listed) res.setHeader('Access-Control-Allow-Origin', listed)
}

export function answerPreflight(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
  res.setHeader('Access-Control-Max-Age', '86400')
  res.setHeader('Content-Length', '0')
  res.statusCode = 204
  res.end()
}
