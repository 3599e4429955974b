import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { candidateFiles } from './clean-urls'
import { parseHeadersFile, headersFor, type HeaderRule } from './headers-file'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
  '.yml': 'text/yaml; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.yml'])

interface Resolved {
  file: string
  status: number
}

/**
 * Serves a built site the way the CDN does: clean URLs (`/fr/about` → `fr/about.html`), `404.html` with
 * status 404 for unknown paths, the headers of `_headers`, compression, and a year of cache for hashed assets.
 */
export function createStaticHandler(rootDir: string) {
  const root = path.resolve(rootDir)
  const compressed = new Map<string, { mtime: number; br: Buffer; gzip: Buffer }>()
  let rules: Promise<HeaderRule[]> | undefined

  async function isFile(file: string): Promise<boolean> {
    return stat(file).then(
      (info) => info.isFile(),
      () => false,
    )
  }

  async function resolve(pathname: string): Promise<Resolved> {
    for (const candidate of candidateFiles(pathname)) {
      const file = path.join(root, candidate)
      if (!file.startsWith(root + path.sep)) break
      if (await isFile(file)) return { file, status: 200 }
    }
    return { file: path.join(root, '404.html'), status: 404 }
  }

  async function compressedBody(file: string, mtime: number, encoding: 'br' | 'gzip'): Promise<Buffer> {
    let entry = compressed.get(file)
    if (!entry || entry.mtime !== mtime) {
      const raw = await readFile(file)
      const [br, gzipped] = await Promise.all([
        brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        gz(raw, { level: 9 }),
      ])
      entry = { mtime, br, gzip: gzipped }
      compressed.set(file, entry)
    }
    return encoding === 'br' ? entry.br : entry.gzip
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      pathname = '/404'
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${pathname.replace(/\/+$/, '')}${url.search}` }).end()
      return
    }
    const { file, status } = await resolve(pathname)
    const info = await stat(file).catch(() => null)
    if (!info) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    rules ??= readFile(path.join(root, '_headers'), 'utf8').then(parseHeadersFile, () => [])
    const ext = path.extname(file)
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : ext === '.html' || ext === '.json'
          ? 'no-cache'
          : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
      ...headersFor(await rules, status === 404 ? '/404.html' : url.pathname),
    }

    const accepts = String(req.headers['accept-encoding'] ?? '')
    const encoding = !COMPRESSIBLE.has(ext)
      ? null
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null
    if (encoding) {
      const body = await compressedBody(file, info.mtimeMs, encoding)
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': encoding,
        'Content-Length': String(body.length),
      })
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    res.writeHead(status, { ...headers, 'Content-Length': String(info.size) })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file).pipe(res)
  }
}
