import { toIso } from '../db/time'
import { error, json } from '../http/reply'
import type { RouteHandler } from '../http/router'
import type { CommentRow } from '../store/comments'
import type { RouteDeps } from './context'
import { isHoneypotFilled, validateComment } from './comment-validation'
import { positiveInt } from './query'

export const MAX_COMMENT_BODY_BYTES = 64 * 1024

function serializeComment(row: CommentRow) {
  return {
    id: row.id,
    visitor_name: row.visitor_name,
    content: row.content,
    created_at: toIso(row.created_at),
    article: row.article_id,
  }
}

function isJsonContentType(header: string): boolean {
  const type = header.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'))
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

export function commentRoutes(deps: RouteDeps): Record<'list' | 'create', RouteHandler> {
  return {
    list: ({ params }) => {
      const id = positiveInt(params.id ?? null)
      if (id === undefined || !deps.articles.isPublished(id, deps.now()))
        return error(404, 'Article non trouvé')
      return json(200, deps.comments.published(id).map(serializeComment))
    },

    create: async ({ contentType, readBody, clientAddress }) => {
      if (!isJsonContentType(contentType)) {
        return error(400, 'Le corps de la requête doit être du JSON (Content-Type: application/json).')
      }
      const received = await readBody()
      if (received.kind === 'too-large') {
        return error(413, 'Requête trop volumineuse (64 Kio au maximum).', { Connection: 'close' })
      }
      const body = parseObject(received.text)
      if (!body) return error(400, 'JSON invalide : un objet est attendu.')

      const checked = validateComment(body)
      if ('errors' in checked) return json(400, { errors: checked.errors })
      const { draft } = checked
      const now = deps.now()
      if (!deps.articles.isPublished(draft.article, now)) return error(404, 'Article non trouvé')

      const decision = deps.limiter.take(clientAddress)
      if (!decision.allowed) {
        return error(429, 'Trop de commentaires envoyés. Réessayez dans un instant.', {
          'Retry-After': String(decision.retryAfterSeconds),
        })
      }

      const status = deps.options.moderation ? 'pending' : 'published'
      const answer = (id: number, createdAt: number) =>
        json(201, {
          id,
          visitor_name: draft.visitor_name,
          content: draft.content,
          created_at: toIso(createdAt),
          article: draft.article,
          status,
        })
      if (isHoneypotFilled(body)) return answer(deps.comments.nextId(), now)
      const row = deps.comments.insert({
        article_id: draft.article,
        visitor_name: draft.visitor_name,
        visitor_email: draft.visitor_email,
        content: draft.content,
        status,
        created_at: now,
      })
      return answer(row.id, row.created_at)
    },
  }
}
