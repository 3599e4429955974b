import type { IncomingMessage } from 'node:http'
import type { BodyResult } from './router'

/** Past this many bytes of an oversized body we stop draining it and drop the connection. */
const DRAIN_CAP = 8 * 1024 * 1024

/** The request carries a body: a Content-Length above 0, or any Transfer-Encoding (chunked). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
}

/**
 * A body we have not read to its end when the answer goes out. Node would read the rest of it to reuse the
 * connection, however long it is, so such an answer closes the connection instead
 * (docs/architecture.md#connections-and-bodies). HTTP/2 has no such header: there only the stream ends.
 */
export function leavesBodyUnread(req: IncomingMessage): boolean {
  return req.httpVersionMajor === 1 && hasBody(req) && !req.readableEnded
}

/** A body announced larger than `limit` is refused from its Content-Length alone, before any of it is read. */
export function declaresTooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers['content-length'])
  return Number.isFinite(declared) && declared > limit
}

/**
 * Reads a request body of at most `limit` bytes within `timeoutMs` (a body trickling in slower is dropped, so
 * a slow client cannot hold a request open). A body that turns out oversized while streaming is drained (up to
 * a cap) rather than cut off at once, so the client reads our 413 instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    if (declaresTooLarge(req, limit)) {
      resolve({ kind: 'too-large' })
      return
    }
    let received = 0
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      stop()
      chunks.length = 0
      resolve({ kind: 'timeout' })
    }, timeoutMs)
    const onData = (chunk: Buffer): void => {
      received += chunk.length
      if (received <= limit) {
        chunks.push(chunk)
        return
      }
      stop()
      chunks.length = 0
      drain(req, received)
      resolve({ kind: 'too-large' })
    }
    const onEnd = (): void => {
      stop()
      resolve({ kind: 'ok', text: Buffer.concat(chunks).toString('utf8') })
    }
    const onError = (): void => {
      stop()
      resolve({ kind: 'ok', text: '' })
    }
    const stop = (): void => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

function drain(req: IncomingMessage, alreadyRead: number): void {
  let drained = alreadyRead
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained > DRAIN_CAP) req.socket.destroy()
  })
  req.on('error', () => undefined)
  req.resume()
}
