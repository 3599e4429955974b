import type { IncomingMessage, ServerResponse } from 'node:http'

export const ALLOWED_METHODS = 'GET, POST, OPTIONS'
export const ALLOWED_HEADERS = 'Content-Type'

/**
 * Sets the CORS response headers. With no configured origins any origin is allowed ('*', never with
 * credentials); otherwise only a listed origin is echoed back, and others get no CORS header at all.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): void {
  if (allowedOrigins.length === 0) {
    res.setHeader('Access-Control-Allow-Origin', '*')
    return
  }
  res.setHeader('Vary', 'Origin')
  const origin = req.headers.origin
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
