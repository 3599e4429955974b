import type { IncomingMessage } from 'node:http'
import type { TrustProxy } from './client-address'

export interface RequestTarget {
  path: string
  query: URLSearchParams
}

/** Splits the raw request target by hand: `new URL()` would read a leading '//' as a host name. */
export function splitTarget(rawUrl: string | undefined): RequestTarget {
  const url = rawUrl ?? '/'
  const mark = url.indexOf('?')
  const path = mark === -1 ? url : url.slice(0, mark)
  const search = mark === -1 ? '' : url.slice(mark + 1)
  return { path, query: new URLSearchParams(search) }
}

/**
 * The origin media URLs are built on, from a Host header already checked against ALLOWED_HOSTS (as a Django
 * back-end does). X-Forwarded-Proto counts only behind a trusted proxy: anyone else could send it.
 */
export function publicOrigin(req: IncomingMessage, host: string, trust: TrustProxy): string {
  const forwarded =
    trust.kind === 'none'
      ? ''
      : String(req.headers['x-forwarded-proto'] ?? '')
          .split(',')[0]
          ?.trim()
          .toLowerCase()
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http'
  return `${scheme}://${host}`
}
