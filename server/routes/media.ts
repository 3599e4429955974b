import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { contentTypeOf } from '../media/render'
import { error, sendReply } from '../http/reply'

export const MEDIA_PREFIX = '/media/'

/** Generated media never change under a given name, so browsers may keep them for a year. */
const LONG_CACHE = 'public, max-age=31536000, immutable'
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/

function fileName(path: string): string | undefined {
  try {
    const name = decodeURIComponent(path.slice(MEDIA_PREFIX.length))
    return SAFE_NAME.test(name) && !name.includes('..') ? name : undefined
  } catch {
    return undefined
  }
}

/**
 * The one byte range a `Range: bytes=…` header asks for (`start-end`, `start-` or the last `-n` bytes), which
 * browsers need to seek in a video; undefined for no header or one this server answers whole (several ranges,
 * another unit, a malformed value), as HTTP allows.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (!match[1] && !match[2])) return undefined
  const [first, last] = [match[1] ? Number(match[1]) : undefined, match[2] ? Number(match[2]) : undefined]
  if (first === undefined) {
    // A suffix: the last `last` bytes.
    return last! > 0 && size > 0 ? { start: Math.max(0, size - last!), end: size - 1 } : 'unsatisfiable'
  }
  if (first >= size || (last !== undefined && last < first)) return 'unsatisfiable'
  return { start: first, end: Math.min(last ?? size - 1, size - 1) }
}

/** Serves one file of the media folder; names are checked so nothing outside it can be reached. */
export async function serveMedia(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
  path: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendReply(res, error(405, 'Méthode non autorisée', { Allow: 'GET, HEAD, OPTIONS' }))
    return
  }
  const name = fileName(path)
  const type = name ? contentTypeOf(name) : undefined
  const file = name && type ? join(dir, name) : undefined
  const info = file ? await stat(file).catch(() => undefined) : undefined
  if (!file || !type || !info?.isFile()) {
    sendReply(res, error(404, 'Fichier non trouvé'))
    return
  }
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
  res.setHeader('Cache-Control', LONG_CACHE)
  res.setHeader('ETag', etag)
  res.setHeader('Last-Modified', info.mtime.toUTCString())
  res.setHeader('X-Content-Type-Options', 'nosniff')
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304
    res.end()
    return
  }
  res.setHeader('Accept-Ranges', 'bytes')
  const range = byteRange(req.headers.range, info.size)
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${info.size}`)
    sendReply(res, error(416, 'Plage non disponible'))
    return
  }
  res.statusCode = range ? 206 : 200
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : info.size))
  if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(file, range ?? {})
    stream.on('error', () => {
      res.destroy()
      resolve()
    })
    stream.on('end', resolve)
    res.on('close', () => {
      stream.destroy()
      resolve()
    })
    stream.pipe(res)
  })
}
