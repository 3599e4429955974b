import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/**
 * Which forwarding hops to believe. `hops`: that many proxies stand in front of us (the client is that many
 * entries from the right of X-Forwarded-For, counting our own peer); `list`: peers in the list are proxies.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; proxies: BlockList }

/** `TRUST_PROXY`: empty or 0 trusts nobody; a number of hops; or addresses and CIDR ranges, comma-separated. */
export function parseTrustProxy(raw: string | number | readonly string[] | undefined): TrustProxy {
  if (raw === undefined) return { kind: 'none' }
  if (typeof raw === 'number' || (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw))) {
    const hops = Number(raw)
    if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY: invalid hop count ${raw}`)
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops }
  }
  const items = (typeof raw === 'string' ? raw.split(',') : raw).map((s) => s.trim()).filter(Boolean)
  if (items.length === 0) return { kind: 'none' }
  const proxies = new BlockList()
  for (const item of items) {
    const [address = '', bits] = item.split('/')
    const family = isIP(address)
    if (family === 0)
      throw new Error(`TRUST_PROXY: "${item}" is neither a hop count nor an IP address or range`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) proxies.addAddress(address, type)
    else {
      const prefix = Number(bits)
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
        throw new Error(`TRUST_PROXY: invalid range "${item}"`)
      proxies.addSubnet(address, prefix, type)
    }
  }
  return { kind: 'list', proxies }
}

/** '::ffff:1.2.3.4' is the IPv4 client 1.2.3.4; a port or brackets around an entry are dropped. */
export function normalizeAddress(raw: string): string | undefined {
  let value = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)
  if (mapped) value = mapped[1]!
  return isIP(value) === 0 ? undefined : value.toLowerCase()
}

function isTrusted(proxies: BlockList, address: string): boolean {
  return proxies.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The visitor's address: the socket peer, or, behind trusted proxies, the entry of X-Forwarded-For they vouch
 * for. Entries left of the trusted part are client-supplied and never used.
 */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const peer = normalizeAddress(req.socket.remoteAddress ?? '') ?? 'unknown'
  if (trust.kind === 'none') return peer
  const header = req.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')
  const chain = [...forwarded.map((entry) => normalizeAddress(entry)), peer]
  if (trust.kind === 'hops') {
    // Walk left past `hops` proxies; an unreadable entry ends the walk at the last good address.
    let client = peer
    for (let i = chain.length - 2, left = trust.hops; i >= 0 && left > 0; i--, left--) {
      const entry = chain[i]
      if (entry === undefined) break
      client = entry
    }
    return client
  }
  let client = peer
  for (let i = chain.length - 2; i >= 0 && client !== 'unknown' && isTrusted(trust.proxies, client); i--) {
    const entry = chain[i]
    if (entry === undefined) break
    client = entry
  }
  return client
}

/** The network a rate limit groups addresses by: the /24 of an IPv4 address, the /64 of an IPv6 one. */
export function networkOf(address: string): string {
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}
