import type { IncomingMessage, Server, ServerOptions } from 'node:http'
import type { Socket } from 'node:net'
import { isProxy, normalizeAddress, type TrustProxy } from './client-address'

/** Time limits of a connection to the API (docs/architecture.md#connections-and-bodies). */

/** A socket silent this long before its request has arrived is closed. */
export const SILENT_TIMEOUT_MS = 5_000
export const HEADERS_TIMEOUT_MS = 5_000
/** Node enforces headersTimeout and requestTimeout only when it checks its connections, this often. */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000
export const KEEP_ALIVE_TIMEOUT_MS = 5_000

/** The node:http options that bound how long a request may take to arrive. */
export function connectionOptions(bodyTimeoutMs: number): ServerOptions {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    // The body has its own, shorter limit (BODY_TIMEOUT_SECONDS), which the comment route answers 408.
    requestTimeout: bodyTimeoutMs + HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  }
}

/**
 * Caps the open connections (node closes any past `maxConnections` at once) and those of one address
 * (`perAddress`, so one client reopening silent sockets cannot take them all; the proxies `trust` names are not
 * counted, since every visitor comes through them), and closes a socket that stays silent SILENT_TIMEOUT_MS
 * before its request. Node 20 starts headersTimeout only with a request's first byte, so nothing of its own
 * closes a socket that connects and sends nothing; `server.timeout` would, but it would also cut a stalled
 * body before its 408 (BODY_TIMEOUT_SECONDS). Once a request has arrived, node's limits above take over, and
 * node's own 'timeout' handler is what destroys the socket.
 */
export function limitConnections(
  server: Server,
  limits: { maxConnections: number; perAddress: number; trust: TrustProxy },
): void {
  server.maxConnections = limits.maxConnections
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    socket.setTimeout(SILENT_TIMEOUT_MS)
    const address = normalizeAddress(socket.remoteAddress ?? '')
    if (address === undefined || isProxy(address, limits.trust)) return
    const count = (open.get(address) ?? 0) + 1
    if (count > limits.perAddress) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
  server.on('request', (req: IncomingMessage) => req.socket.setTimeout(0))
}

export const DEFAULT_MAX_CONNECTIONS = 500
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 50

/** A count setting: a whole number above 0; anything else stops the start rather than leave the cap unknown. */
export function parseCount(variable: string, value: number | string | undefined, fallback: number): number {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return fallback
  const n = typeof value === 'string' ? (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN) : value
  if (Number.isSafeInteger(n) && n > 0) return n
  throw new Error(`${variable} must be a whole number above 0, got "${value}".`)
}
