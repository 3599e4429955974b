import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { requestedRange } from './byte-range'
import { candidateFiles } from './clean-urls'
import { entityTag, ifRangeAllows, noneMatchHolds } from './entity-tag'
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
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.yml': 'text/yaml; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.yml'])

interface Resolved {
  file: string
  status: number
}

/** Files of the build that are instructions to the host, not pages: never served. */
const HIDDEN_FILES = new Set(['_headers', '_redirects', '_routes.json'])

/** Why a path gets the 400 page: it does not decode, or it holds control characters (CR/LF, NUL…). */
function decodePath(raw: string): string | undefined {
  try {
    const decoded = decodeURIComponent(raw)
    const control = [...decoded].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
    return control ? undefined : decoded
  } catch {
    return undefined
  }
}

const BAD_REQUEST_PAGE =
  '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Requête invalide</title>' +
  '<p>Adresse invalide. / Invalid address.</p><p><a href="/">Accueil / Home</a></p></html>'

/**
 * No page of the site is this deep or long: such a path is a 400 before any file is looked for, since the
 * nearest 404 page is searched for folder by folder (docs/behaviour.md#the-local-static-server).
 */
export const MAX_PATH_SEGMENTS = 32
export const MAX_PATH_LENGTH = 2048

const HSTS = 'strict-transport-security'

/** Over TLS: an HTTPS socket, or the TLS session of an HTTP/2 stream (Node's compatibility layer). */
function overTls(req: IncomingMessage): boolean {
  return (req.socket as TLSSocket | undefined)?.encrypted === true
}

/**
 * Serves a built site the way the CDN does: clean URLs (`/fr/about` → `fr/about.html`), `404.html` with
 * status 404 for unknown paths, the headers of `_headers` on every answer, compression, a year of cache for
 * hashed assets, entity tags (304) and single byte ranges (206, 416) of the files it sends uncompressed.
 * A path that decodes to `//` or `/\\` is a 404 (a redirect would leave the site), a malformed, too deep or
 * too long one a 400; `_headers` and dot files are never served (docs/behaviour.md#the-local-static-server).
 *
 * Not `sirv`: it serves compressed files only when the build wrote `.br`/`.gz` copies (ours compresses on
 * the fly), has no status-404 page of our own, and would still need our `_headers` and clean-URL rules.
 */
export function createStaticHandler(rootDir: string) {
  const root = path.resolve(rootDir)
  const compressed = new Map<string, { mtime: number; body: Buffer }>()
  let rules: Promise<HeaderRule[]> | undefined

  async function isFile(file: string): Promise<boolean> {
    return stat(file).then(
      (info) => info.isFile(),
      () => false,
    )
  }

  /**
   * The headers of `_headers` for a path, on every answer, whatever its status: the security headers (CSP,
   * nosniff…) among them. Strict-Transport-Security only over TLS: RFC 6797 forbids it over plain HTTP.
   */
  async function ruleHeaders(req: IncomingMessage, pathname: string): Promise<Record<string, string>> {
    rules ??= readFile(path.join(root, '_headers'), 'utf8').then(parseHeadersFile, () => [])
    const headers = headersFor(await rules, pathname)
    if (!overTls(req)) {
      for (const name of Object.keys(headers)) if (name.toLowerCase() === HSTS) delete headers[name]
    }
    return headers
  }

  /**
   * The 404 page nearest the path up its folders, as Cloudflare Pages serves it: `/en/x/y` gets `en/404.html`
   * (the English one), any other unknown path `404.html`.
   */
  async function notFoundFor(pathname: string): Promise<Resolved> {
    const folders = pathname.split('/').slice(1, -1)
    for (let depth = folders.length; depth > 0; depth--) {
      const file = path.join(root, ...folders.slice(0, depth), '404.html')
      if (!file.startsWith(root + path.sep)) continue
      if (await isFile(file)) return { file, status: 404 }
    }
    return { file: path.join(root, '404.html'), status: 404 }
  }

  /**
   * The nearest 404 page is looked for only once no file answers: most requests find theirs, and each folder it
   * tries is a stat, most of them failed (docs/architecture.md#the-test-runs-time).
   */
  async function resolve(pathname: string): Promise<Resolved> {
    const segments = pathname.split('/')
    const hidden = (segment: string) =>
      (segment.startsWith('.') && segment !== '.well-known') || HIDDEN_FILES.has(segment)
    if (segments.some(hidden)) return notFoundFor(pathname)
    for (const candidate of candidateFiles(pathname)) {
      const file = path.join(root, candidate)
      if (!file.startsWith(root + path.sep)) break
      if (await isFile(file)) return { file, status: 200 }
    }
    return notFoundFor(pathname)
  }

  /**
   * Brotli at its best quality (11) for the build's hashed assets, which every browser keeps for a year and this
   * server compresses once; at 9 for pages, many and new with every build, where 11 would cost several times the
   * time before the first byte (docs/behaviour.md#the-local-static-server). Only the encoding asked for is
   * made, and kept for the next request that asks for it.
   */
  async function compressedBody(
    file: string,
    mtime: number,
    encoding: 'br' | 'gzip',
    immutable: boolean,
  ): Promise<Buffer> {
    const key = `${encoding} ${file}`
    let entry = compressed.get(key)
    if (!entry || entry.mtime !== mtime) {
      const raw = await readFile(file)
      const body =
        encoding === 'br'
          ? await brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: immutable ? 11 : 9 } })
          : await gz(raw, { level: 9 })
      entry = { mtime, body }
      compressed.set(key, entry)
    }
    return entry.body
  }

  /** The 400 page, for a target that is malformed or deeper or longer than any page. */
  async function badRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res
      .writeHead(400, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(BAD_REQUEST_PAGE)),
        ...(await ruleHeaders(req, '/')),
      })
      .end(req.method === 'HEAD' ? undefined : BAD_REQUEST_PAGE)
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...(await ruleHeaders(req, '/')) }).end()
      return
    }
    // The raw target, split by hand: `new URL()` would read a leading '//' as a host name.
    const raw = req.url ?? '/'
    const mark = raw.indexOf('?')
    const rawPath = mark === -1 ? raw : raw.slice(0, mark)
    const search = mark === -1 ? '' : raw.slice(mark)
    const pathname = rawPath.length > MAX_PATH_LENGTH ? undefined : decodePath(rawPath)
    if (
      pathname === undefined ||
      !pathname.startsWith('/') ||
      pathname.split('/').length - 1 > MAX_PATH_SEGMENTS
    ) {
      await badRequest(req, res)
      return
    }
    // '//host' or '/\\host' in a Location header is another site: such paths are simply not found.
    const offSite = /^\/[/\\]/.test(pathname)
    if (!offSite && pathname.length > 1 && pathname.endsWith('/')) {
      const target = pathname.replace(/\/+$/, '')
      const query = /^[\x21-\x7e]*$/.test(search) ? search : ''
      res
        .writeHead(301, { Location: `${encodeURI(target)}${query}`, ...(await ruleHeaders(req, target)) })
        .end()
      return
    }
    const url = { pathname: offSite ? '/404' : pathname }
    const { file, status } = offSite
      ? { file: path.join(root, '404.html'), status: 404 }
      : await resolve(pathname)
    const info = await stat(file).catch(() => null)
    if (!info) {
      res
        .writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          ...(await ruleHeaders(req, url.pathname)),
        })
        .end('Not found')
      return
    }
    const ext = path.extname(file)
    const immutable = url.pathname.startsWith('/assets/')
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': immutable
        ? 'public, max-age=31536000, immutable'
        : ext === '.html' || ext === '.json'
          ? 'no-cache'
          : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
      ...(await ruleHeaders(
        req,
        status === 404 ? `/${path.relative(root, file).split(path.sep).join('/')}` : url.pathname,
      )),
    }

    const accepts = String(req.headers['accept-encoding'] ?? '')
    const encoding = !COMPRESSIBLE.has(ext)
      ? null
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null
    const tag = entityTag(info.size, info.mtimeMs, encoding ?? undefined)
    if (status === 200) {
      headers.ETag = tag
      if (noneMatchHolds(req.headers['if-none-match'], tag)) {
        res.writeHead(304, headers).end()
        return
      }
    }
    if (encoding) {
      // A compressed answer is whole: ranges are offered and honoured on uncompressed bytes only.
      const body = await compressedBody(file, info.mtimeMs, encoding, immutable)
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': encoding,
        'Content-Length': String(body.length),
      })
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    const ifRange = req.headers['if-range']
    const range =
      status === 200 && ifRangeAllows(Array.isArray(ifRange) ? ifRange.join(', ') : ifRange, tag)
        ? requestedRange(req.headers.range, info.size)
        : undefined
    if (status === 200) headers['Accept-Ranges'] = 'bytes'
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}`, 'Content-Length': '0' }).end()
      return
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 }
    res.writeHead(range ? 206 : status, {
      ...headers,
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
      'Content-Length': String(Math.max(0, end - start + 1)),
    })
    if (req.method === 'HEAD' || end < start) res.end()
    else
      createReadStream(file, { start, end })
        .on('error', () => res.destroy())
        .pipe(res)
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await serve(req, res)
    } catch (error) {
      // The caller logs it; the answer still carries the site's headers.
      if (!res.headersSent) res.writeHead(500, await ruleHeaders(req, '/').catch(() => ({}))).end()
      throw error
    }
  }
}
