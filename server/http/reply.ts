import type { ServerResponse } from 'node:http'
import { leavesBodyUnread } from './body'

/** What a route answers; the core turns it into a JSON response. */
export interface Reply {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

export function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return headers ? { status, body, headers } : { status, body }
}

export function error(status: number, message: string, headers?: Record<string, string>): Reply {
  return json(status, { error: message }, headers)
}

export function sendReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value)
  if (leavesBodyUnread(res.req)) res.setHeader('Connection', 'close')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  if (reply.body === undefined) {
    res.statusCode = reply.status
    res.setHeader('Content-Length', '0')
    res.end()
    return
  }
  const payload = JSON.stringify(reply.body)
  res.statusCode = reply.status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', String(Buffer.byteLength(payload)))
  res.end(payload)
}
