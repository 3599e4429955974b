/**
 * Link check over a built site: every internal link, image and fragment of every page must resolve.
 * `tsx scripts/linkcheck.ts [dist]` prints the broken ones and exits 1 when there are any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { decodeHTMLAttribute } from 'entities'
import { candidateFiles } from './lib/clean-urls'

export interface BrokenLink {
  page: string
  target: string
  reason: string
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/**
 * URLs referenced by a page: href, src, srcset candidates (of images, sources and image preloads) and poster.
 * Attribute names in any case: React writes `srcSet`.
 */
export function referencedUrls(html: string): string[] {
  const urls: string[] = []
  for (const match of html.matchAll(/\s(href|src|srcset|imagesrcset|poster)="([^"]*)"/gi)) {
    const [, attribute = '', raw = ''] = match
    const value = decodeHTMLAttribute(raw)
    if (/srcset$/i.test(attribute))
      urls.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''))
    else urls.push(value)
  }
  return urls.filter(Boolean)
}

function idsOf(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) => decodeHTMLAttribute(match[1] ?? '')))
}

/** The file a URL path is served from, as scripts/lib/static-server.ts resolves it; null when none. */
export function resolveTarget(distDir: string, pathname: string): string | null {
  for (const candidate of candidateFiles(pathname)) {
    const file = path.join(distDir, candidate)
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

export function checkLinks(distDir = 'dist'): BrokenLink[] {
  const root = path.resolve(distDir)
  const broken: BrokenLink[] = []
  const idCache = new Map<string, Set<string>>()
  const ids = (file: string) => {
    let found = idCache.get(file)
    if (!found) idCache.set(file, (found = idsOf(readFileSync(file, 'utf8'))))
    return found
  }

  for (const file of htmlFiles(root)) {
    const page = `/${path.relative(root, file)}`
    const html = readFileSync(file, 'utf8')
    for (const url of new Set(referencedUrls(html))) {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) continue // other sites, mailto:, tel:
      const resolved = new URL(url, `http://site${page}`)
      let pathname: string
      try {
        pathname = decodeURIComponent(resolved.pathname)
      } catch {
        broken.push({ page, target: url, reason: 'malformed URL' })
        continue
      }
      const target = url.startsWith('#') ? file : resolveTarget(root, pathname)
      if (!target) {
        broken.push({ page, target: url, reason: 'no such page or file' })
        continue
      }
      const fragment = resolved.hash.slice(1)
      // HTML defines `#top` as the top of the document when no element has that id (the back-to-top link).
      const special = fragment.toLowerCase() === 'top'
      if (
        fragment &&
        !special &&
        target.endsWith('.html') &&
        !ids(target).has(decodeURIComponent(fragment))
      ) {
        broken.push({ page, target: url, reason: `no element with id "${fragment}"` })
      }
    }
  }
  return broken
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? 'dist'
  const broken = checkLinks(dist)
  for (const link of broken) console.log(`${link.page}: ${link.target} (${link.reason})`)
  console.log(broken.length ? `${broken.length} broken links in ${dist}.` : `No broken link in ${dist}.`)
  process.exit(broken.length ? 1 : 0)
}
