import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { langFromPath } from '../../src/shared/i18n/paths'
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
      .filter((page) => langFromPath(page) !== null)
      // The 404 page of each language answers unknown URLs; it is not a page of the site.
      .filter((page) => !NOT_FOUND_PATHS.includes(page))
      .sort()
  )
}

/** A page that asks search engines to leave it out (src/shared/components/PageMeta.tsx `noindex`). */
const NOINDEX_META = /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/

export function isIndexable(html: string): boolean {
  return !NOINDEX_META.test(html)
}

/**
 * The built pages search engines may list: neither the sitemap nor the site search offers a page that says
 * noindex (a content page built without its content, the offline page, the saved-articles list). `noindex`,
 * when given, is the build's own record of the pages that say it (scripts/build/prerender/), for the pages it
 * names in `known`: only the others are read.
 */
export function indexablePagePaths(
  outDir: string,
  record?: { known: ReadonlySet<string>; noindex: ReadonlySet<string> },
): string[] {
  return builtPagePaths(outDir).filter((page) =>
    record?.known.has(page)
      ? !record.noindex.has(page)
      : isIndexable(readFileSync(path.join(outDir, `${page}.html`), 'utf8')),
  )
}
