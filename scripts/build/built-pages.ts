import { readdirSync } from 'node:fs'
import path from 'node:path'
import { LANGS } from '../../src/i18n/languages'
import { NOT_FOUND_PATHS } from './site-paths'

/** Page paths of a built site (`/fr`, `/en/about`…), from its HTML files; not the root redirect or 404. */
export function builtPagePaths(outDir: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html'))
        found.push(`/${path.relative(outDir, full).replace(/\.html$/, '')}`)
    }
  }
  walk(outDir)
  return (
    found
      .filter((page) => LANGS.some((lang) => page === `/${lang}` || page.startsWith(`/${lang}/`)))
      // The 404 page of each language answers unknown URLs; it is not a page of the site.
      .filter((page) => !NOT_FOUND_PATHS.includes(page))
      .sort()
  )
}
