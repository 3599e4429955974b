import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { firstScreenDocument } from '../build/critical-css'

/** What a page makes the browser download before it is interactive, measured on the built files. */
export interface PageWeight {
  page: string
  /** The HTML document as served (gzip -9, like scripts/lib/static-server.ts), its inline critical CSS included. */
  htmlGzip: number
  /**
   * The start of that document up to the end of its first screen (the part critical CSS is computed for, see
   * scripts/build/critical-css.ts): what must arrive before the first paint, <head> and inline CSS included.
   */
  firstScreenGzip: number
  /** The whole stylesheet, loaded without blocking the first paint. */
  cssGzip: number
  jsGzip: number
  jsBrotli: number
  /** The page's route data file, which hydration waits for (0 when the page has none). */
  dataGzip: number
  /** HTML + stylesheets + scripts (entry and module preloads) + route data. Images are counted by Lighthouse. */
  requests: number
}

function fileOf(distDir: string, url: string): Buffer {
  const relative = url.replace(/^\//, '').split('/').map(decodeURIComponent).join('/')
  return readFileSync(path.join(distDir, relative))
}

const brotli = (b: Buffer) => brotliCompressSync(b).length

/**
 * The brotli size (as the CDN serves it) of files of the build, by URL; a URL the build has no file for (none
 * under a strict CSP, which takes scripts from the site only) counts `fallback(url)` bytes.
 */
export function brotliBytes(
  distDir: string,
  urls: Iterable<string>,
  fallback: (url: string) => number,
): number {
  let total = 0
  for (const url of new Set(urls)) {
    let file: Buffer | undefined
    try {
      file = fileOf(distDir, new URL(url, 'http://site.invalid').pathname)
    } catch {
      file = undefined
    }
    total += file ? brotli(file) : fallback(url)
  }
  return total
}

/** `page`'s weight; `htmlFile` is the file it is served from when that is not `${page}.html` (the 404 page). */
export function pageWeight(distDir: string, page: string, htmlFile = `${page}.html`): PageWeight {
  const html = fileOf(distDir, htmlFile)
  const source = html.toString('utf8')
  const scripts = new Set(
    Array.from(
      source.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="(\/[^"]+\.js)"/g),
      (m) => m[1]!,
    ),
  )
  const styles = new Set(
    Array.from(source.matchAll(/<link rel="stylesheet"[^>]*href="(\/[^"]+\.css)"/g), (m) => m[1]!),
  )
  const data = /<link rel="preload" as="fetch"[^>]*href="(\/[^"]+\.json)"/.exec(source)?.[1]
  const sum = (files: Set<string>, size: (b: Buffer) => number) =>
    [...files].reduce((total, file) => total + size(fileOf(distDir, file)), 0)
  const gzip = (b: Buffer) => gzipSync(b, { level: 9 }).length
  return {
    page,
    htmlGzip: gzip(html),
    firstScreenGzip: gzip(Buffer.from(firstScreenDocument(source))),
    cssGzip: sum(styles, gzip),
    jsGzip: sum(scripts, gzip),
    jsBrotli: sum(scripts, brotli),
    dataGzip: data ? gzip(fileOf(distDir, data)) : 0,
    requests: 1 + styles.size + scripts.size + (data ? 1 : 0),
  }
}
