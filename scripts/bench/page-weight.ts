import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/** What a page makes the browser download before it is interactive, measured on the built files. */
export interface PageWeight {
  page: string
  htmlGzip: number
  /** Critical CSS inlined in the HTML is counted in the HTML. */
  cssGzip: number
  jsGzip: number
  jsBrotli: number
  /** HTML + stylesheets + scripts (entry and module preloads). Images are counted by Lighthouse. */
  requests: number
}

function fileOf(distDir: string, url: string): Buffer {
  return readFileSync(path.join(distDir, url.replace(/^\//, '')))
}

export function pageWeight(distDir: string, page: string): PageWeight {
  const html = fileOf(distDir, `${page}.html`)
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
  const sum = (files: Set<string>, size: (b: Buffer) => number) =>
    [...files].reduce((total, file) => total + size(fileOf(distDir, file)), 0)
  const gzip = (b: Buffer) => gzipSync(b, { level: 9 }).length
  const brotli = (b: Buffer) => brotliCompressSync(b).length
  return {
    page,
    htmlGzip: gzip(html),
    cssGzip: sum(styles, gzip),
    jsGzip: sum(scripts, gzip),
    jsBrotli: sum(scripts, brotli),
    requests: 1 + styles.size + scripts.size,
  }
}
