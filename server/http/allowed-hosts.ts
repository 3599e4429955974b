/**
 * `ALLOWED_HOSTS`: the Host names the API answers to, comma-separated; `name` allows any port, `name:port` one
 * port, `*` any host. Unset (development only) it allows localhost, 127.0.0.1 and [::1] on any port.
 * `keepPorts`: whether a bare `name` keeps the request's port in the URLs built on it (development, where the
 * servers' ports move); in production only a port the list names appears in a URL.
 */
export interface AllowedHosts {
  any: boolean
  names: Set<string>
  withPort: Set<string>
  keepPorts: boolean
}

const DEVELOPMENT_HOSTS = ['localhost', '127.0.0.1', '[::1]']
const HOST_HEADER = /^(?<name>[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/

/**
 * Refuses, rather than runs with, a list that would answer 400 to every request (empty: `ALLOWED_HOSTS=,`),
 * an entry no Host header can match (a URL, a path, Django's `.example.org`), and `*` in production, where
 * media URLs would be built on any name a client sends.
 */
export function parseAllowedHosts(list: readonly string[] | undefined, production = false): AllowedHosts {
  const items = (list ?? DEVELOPMENT_HOSTS).map((item) => item.trim().toLowerCase()).filter(Boolean)
  if (items.length === 0) {
    throw new Error('ALLOWED_HOSTS is empty: list the host names the API is reached by, comma-separated.')
  }
  const hosts: AllowedHosts = { any: false, names: new Set(), withPort: new Set(), keepPorts: !production }
  for (const item of items) {
    if (item !== '*' && (!HOST_HEADER.test(item) || item.startsWith('.') || !validPort(item))) {
      throw new Error(
        `ALLOWED_HOSTS entry "${item}" is not a host name: write name or name:port, without scheme or path.`,
      )
    }
    if (item === '*' && production) {
      throw new Error(
        'ALLOWED_HOSTS=* is refused in production mode (NODE_ENV=production): list the host names.',
      )
    }
    if (item === '*') hosts.any = true
    else if (/:\d+$/.test(item) && !/^[^[]*:.*:/.test(item)) hosts.withPort.add(item)
    else hosts.names.add(item)
  }
  return hosts
}

/** A port, when the host names one, is 1 to 65535 (the URL parser refuses more; 0 is no port to reach). */
function validPort(host: string): boolean {
  const port = HOST_HEADER.exec(host)?.groups?.port
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535)
}

/**
 * The host the API's URLs (media, pages of comments) are built on, when the Host header is well formed, its
 * port 1 to 65535, and allowed; otherwise undefined. The port stays only when the list names it (`name:port`),
 * or in development (`keepPorts`); a bare `name` in production gives the name alone, the scheme's port.
 */
export function allowedHost(header: string | undefined, hosts: AllowedHosts): string | undefined {
  const host = header?.trim().toLowerCase() ?? ''
  const parts = HOST_HEADER.exec(host)?.groups
  if (!parts?.name || !validPort(host)) return undefined
  const name = parts.name.replace(/\.$/, '')
  if (hosts.withPort.has(`${name}:${parts.port ?? ''}`)) return `${name}:${parts.port}`
  if (hosts.any || hosts.names.has(name)) return hosts.keepPorts ? host : name
  return undefined
}
