/**
 * `ALLOWED_HOSTS`: the Host names the API answers to, comma-separated; `name` allows any port, `name:port` one
 * port, `*` any host. Unset (development only) it allows localhost, 127.0.0.1 and [::1] on any port.
 */
export interface AllowedHosts {
  any: boolean
  names: Set<string>
  withPort: Set<string>
}

const DEVELOPMENT_HOSTS = ['localhost', '127.0.0.1', '[::1]']

export function parseAllowedHosts(list: readonly string[] | undefined): AllowedHosts {
  const items = (list ?? DEVELOPMENT_HOSTS).map((item) => item.trim().toLowerCase()).filter(Boolean)
  const hosts: AllowedHosts = { any: false, names: new Set(), withPort: new Set() }
  for (const item of items) {
    if (item === '*') hosts.any = true
    else if (/:\d+$/.test(item) && !/^[^[]*:.*:/.test(item)) hosts.withPort.add(item)
    else hosts.names.add(item)
  }
  return hosts
}

const HOST_HEADER = /^(?<name>[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/

/** The Host header, lower case, when it is well formed and allowed; otherwise undefined. */
export function allowedHost(header: string | undefined, hosts: AllowedHosts): string | undefined {
  const host = header?.trim().toLowerCase() ?? ''
  const parts = HOST_HEADER.exec(host)?.groups
  if (!parts?.name) return undefined
  const name = parts.name.replace(/\.$/, '')
  if (hosts.any || hosts.names.has(name) || hosts.withPort.has(`${name}:${parts.port ?? ''}`)) return host
  return undefined
}
