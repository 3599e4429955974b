import { readdirSync } from 'node:fs'
import path from 'node:path'
import { E2E_DIST_DIR } from './fixtures'

/** Every prerendered page of dist/, as URL paths (`/fr`, `/en/about`…), without the root redirect and 404. */
export function builtPagePaths(distDir = E2E_DIST_DIR): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html'))
        found.push(`/${path.relative(distDir, full).replace(/\.html$/, '')}`)
    }
  }
  walk(distDir)
  return found.filter((page) => page !== '/index' && page !== '/404').sort()
}

/** A few pages of each kind: the sample used by sweeps that would be slow over every article. */
export function pageKind(pagePath: string): string {
  const [, , kind = 'home'] = pagePath.split('/')
  return kind
}
