/**
 * The CMS server answers only requests addressed to itself: a page whose host name was rebound to 127.0.0.1
 * (DNS rebinding) sends its own name as Host and Origin, and another local site its own port
 * (docs/architecture.md#the-cms-on-an-editors-machine).
 */

/** The names the CMS server is reached by; it listens on 127.0.0.1 only. */
export const LOCAL_NAMES = ['localhost', '127.0.0.1'] as const

/** The CMS page's own origin: the admin page, its configuration and its API all live there. */
export function ownOrigin(port: number): string {
  return `http://localhost:${port}`
}

/** `localhost:<port>` or `127.0.0.1:<port>`, the exact port (no port only when it is 80, as browsers send it). */
export function isOwnHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false
  const value = host.toLowerCase()
  return LOCAL_NAMES.some((name) => value === `${name}:${port}` || (port === 80 && value === name))
}

/** An Origin header as a browser serializes it for one of those hosts; a missing Origin is not one. */
export function isOwnOrigin(origin: string | undefined, port: number): boolean {
  return origin !== undefined && isOwnHost(origin.match(/^http:\/\/([^/]+)$/)?.[1], port)
}
