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
  res.statusCode = 200
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Length', String(info.size))
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(file)
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
