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

/** An IPv4-mapped IPv6 address as the URL parser writes it: `::ffff:` and the IPv4 address in two groups. */
const MAPPED = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/

/**
 * One spelling per address, so the rate limits count an address once however it is written: IPv6 compressed
 * and in lower case as the URL parser writes it (RFC 5952), an IPv4-mapped address (`::ffff:1.2.3.4`,
 * `::ffff:102:304`) as IPv4; a port, brackets and an IPv6 zone are dropped. Undefined for what is no address.
 */
export function normalizeAddress(raw: string): string | undefined {
  let value = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  const family = isIP(value)
  if (family === 4) return value
  if (family !== 6) return undefined
  const compressed = new URL(`http://[${value.split('%')[0]}]`).hostname.slice(1, -1)
  const mapped = MAPPED.exec(compressed)
  if (!mapped) return compressed
  const word = (group: string) => Number.parseInt(group, 16)
  const [high, low] = [word(mapped[1]!), word(mapped[2]!)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

function isTrusted(proxies: BlockList, address: string): boolean {
  return proxies.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Whether a peer is a proxy TRUST_PROXY names: one in its list; with a hop count, any peer, since the API then
 * stands behind proxies and is reached through them only.
 */
export function isProxy(address: string, trust: TrustProxy): boolean {
  if (trust.kind === 'none') return false
  return trust.kind === 'hops' || isTrusted(trust.proxies, address)
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
