import type { IncomingMessage, ServerResponse } from 'node:http'

export const ALLOWED_METHODS = 'GET, POST, OPTIONS'
export const ALLOWED_HEADERS = 'Content-Type'

/**
 * Whether a browser origin may call the API. An empty list means any origin (development only), except
 * `null` — sandboxed frames and local files — which must be listed to be allowed.
 */
export function isOriginAllowed(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true
  if (allowedOrigins.length === 0) return origin !== 'null'
  return allowedOrigins.includes(origin)
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
  if (origin && allowedOrigins.includes(origin)) res.setHeader('Access-Control-Allow-Origin', origin)
}

export function answerPreflight(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
  res.setHeader('Access-Control-Max-Age', '86400')
  res.setHeader('Content-Length', '0')
  res.statusCode = 204
  res.end()
}
