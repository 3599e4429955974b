/**
 * The `_headers` file format read by Netlify and Cloudflare Pages: a path pattern on its own line, then
 * indented `Name: value` lines. `*` matches any run of characters, a placeholder (`:name`) one path segment.
 * A `! Name` line takes off a header that an earlier rule set (Cloudflare Pages' "detach").
 * `npm run serve` applies the same rules.
 */
export interface HeaderRule {
  pattern: RegExp
  headers: Record<string, string>
  detach: string[]
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:[A-Za-z]\w*/g, '[^/]+')
  return new RegExp(`^${escaped}$`)
}

export function parseHeadersFile(source: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | null = null
  for (const line of source.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = { pattern: patternToRegExp(line.trim()), headers: {}, detach: [] }
      rules.push(current)
      continue
    }
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line)?.[1]
    if (current && detached) {
      current.detach.push(detached.toLowerCase())
      continue
    }
    const colon = line.indexOf(':')
    if (current && colon > 0) current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** All headers whose pattern matches the path; later rules override (or detach) earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules.filter((candidate) => candidate.pattern.test(pathname))) {
    for (const name of Object.keys(headers)) {
      if (rule.detach.includes(name.toLowerCase())) delete headers[name]
    }
    Object.assign(headers, rule.headers)
  }
  return headers
}
