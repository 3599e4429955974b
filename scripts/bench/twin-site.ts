import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { noJsTwinHtml } from './no-js-twin'

/**
 * A copy of the built site where every HTML document is its no-JavaScript twin (no-js-twin.ts). Every other
 * file (assets, images, `_headers`) is the build's own, hard-linked (copied where links are refused), so the
 * same server serves both sites with the same headers, compression and images.
 */
export function writeTwinSite(distDir: string, twinDir: string): void {
  rmSync(twinDir, { recursive: true, force: true })
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const from = path.join(entry.parentPath, entry.name)
    const to = path.join(twinDir, path.relative(distDir, from))
    mkdirSync(path.dirname(to), { recursive: true })
    if (entry.name.endsWith('.html')) writeFileSync(to, noJsTwinHtml(readFileSync(from, 'utf8')))
    else {
      try {
        linkSync(from, to)
      } catch {
        copyFileSync(from, to)
      }
    }
  }
}
