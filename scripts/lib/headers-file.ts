/**
 * The `_headers` file format read by Netlify and Cloudflare Pages: a path pattern on its own line, then
 * indented `Name: value` lines. `*` matches any run of characters, a placeholder (`:name`) one path segment.
 * `npm run serve` applies the same rules.
 */
export interface HeaderRule {
  pattern: RegExp
  headers: Record<string, string>
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
      current = { pattern: patternToRegExp(line.trim()), headers: {} }
      rules.push(current)
      continue
    }
    const colon = line.indexOf(':')
    if (current && colon > 0) current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** All headers whose pattern matches the path; later rules override earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers))
}
