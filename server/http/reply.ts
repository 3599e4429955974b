import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { leavesBodyUnread } from './body'

/** What a route answers; the core turns it into a JSON response, or sends `page` as HTML. */
export interface Reply {
  status: number
  body?: unknown
  /** A whole HTML document, sent instead of `body` (a browser's form post reads it). */
  page?: string
  headers?: Record<string, string>
  /**
   * A JSON answer sent with a strong entity tag of its bytes; a GET whose `If-None-Match` holds it is answered
   * 304 without a body (the build's pull asks so, docs/architecture.md#the-comments-at-a-bounded-cost).
   */
  tagged?: boolean
}

export function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return headers ? { status, body, headers } : { status, body }
}

export function error(status: number, message: string, headers?: Record<string, string>): Reply {
  return json(status, { error: message }, headers)
}

/** An HTML page for a browser; it runs no script and loads nothing, whatever it holds. */
export function htmlPage(status: number, page: string, headers?: Record<string, string>): Reply {
  return {
    status,
    page,
    headers: {
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      'Cache-Control': 'no-store',
      ...headers,
    },
  }
}

/** 303 See Other: the browser follows with a GET, so a reload does not post again. */
export function seeOther(location: string): Reply {
  return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } }
}

export function sendReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value)
  if (leavesBodyUnread(res.req)) res.setHeader('Connection', 'close')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  if (reply.page !== undefined) {
    res.statusCode = reply.status
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', String(Buffer.byteLength(reply.page)))
    res.end(reply.page)
    return
  }
  if (reply.body === undefined) {
    res.statusCode = reply.status
    res.setHeader('Content-Length', '0')
    res.end()
    return
  }
  const payload = JSON.stringify(reply.body)
  if (reply.tagged && reply.status === 200) {
    const tag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`
    res.setHeader('ETag', tag)
    if (noneMatchHolds(res.req.headers['if-none-match'], tag)) {
      res.statusCode = 304
      res.end()
      return
    }
  }
  res.statusCode = reply.status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', String(Buffer.byteLength(payload)))
  res.end(payload)
}

/** `If-None-Match` names the tag (weak comparison, RFC 9110, section 13.1.2) or is `*`. */
function noneMatchHolds(header: string | undefined, tag: string): boolean {
  if (!header) return false
  return (
    header.trim() === '*' ||
    header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
  )
}
