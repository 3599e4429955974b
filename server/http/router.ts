import type { Reply } from './reply'
import type { RequestTarget } from './request'

export type Method = 'GET' | 'POST'

export interface RouteContext {
  params: Record<string, string>
  query: URLSearchParams
  /** Origin used to build absolute media URLs. */
  origin: string
  readBody: () => Promise<BodyResult>
  /** True when Content-Length announces more than the comment body limit. */
  declaresTooLarge: boolean
  clientAddress: string
  contentType: string
  /** The Accept-Language header ('' when absent). */
  acceptLanguage: string
}

export type BodyResult = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'timeout' }

export type RouteHandler = (ctx: RouteContext) => Reply | Promise<Reply>

interface Route {
  method: Method
  pattern: RegExp
  names: string[]
  handler: RouteHandler
}

export type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string }
  | { kind: 'none' }

/** Turns '/api/articles/:id/comments/' into an anchored expression; a parameter never spans a '/'. */
function compile(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  const source = template
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { pattern: new RegExp(`^${source}$`), names }
}

/** A parameter that is not valid percent-encoding is kept as sent: it simply matches no record. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export class Router {
  private readonly routes: Route[] = []

  add(method: Method, template: string, handler: RouteHandler): this {
    this.routes.push({ method, ...compile(template), handler })
    return this
  }

  /** Only a POST route reads a request body; any other answer refuses one unread (413). */
  takesBody(method: string, target: RequestTarget): boolean {
    return method === 'POST' && this.match(method, target).kind === 'found'
  }

  match(method: string, target: RequestTarget): RouteMatch {
    const allowed = new Set<string>()
    for (const route of this.routes) {
      const found = route.pattern.exec(target.path)
      if (!found) continue
      const params: Record<string, string> = {}
      route.names.forEach((name, i) => {
        params[name] = decode(found[i + 1] ?? '')
      })
      const accepts = route.method === method || (route.method === 'GET' && method === 'HEAD')
      if (accepts) return { kind: 'found', handler: route.handler, params }
      allowed.add(route.method)
      if (route.method === 'GET') allowed.add('HEAD')
    }
    if (allowed.size === 0) return { kind: 'none' }
    allowed.add('OPTIONS')
    return { kind: 'wrong-method', allow: [...allowed].join(', ') }
  }
}
