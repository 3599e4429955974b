import type { IncomingMessage } from 'node:http'

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

const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The origin media URLs are built on, from the Host header as a Django back-end does. A malformed Host never
 * reaches a URL: the socket's own address is used instead.
 */
export function publicOrigin(req: IncomingMessage): string {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase()
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http'
  const host = req.headers.host
  if (host && HOST_PATTERN.test(host)) return `${scheme}://${host.toLowerCase()}`
  const address = req.socket.localAddress ?? '127.0.0.1'
  const shown = address.includes(':') ? `[${address}]` : address
  return `${scheme}://${shown}:${req.socket.localPort ?? 80}`
}

/** The caller's address, used as the rate-limit key. Forwarding headers are ignored: they are client-supplied. */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown'
}
