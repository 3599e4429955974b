import { toIso } from '../db/time'
import { isJsonContentType, parseJsonObject } from '../http/json-body'
import { error, json } from '../http/reply'
import type { RouteHandler } from '../http/router'
import type { CommentRow } from '../store/comments'
import type { RouteDeps } from './context'
import { isHoneypotFilled, validateComment } from './comment-validation'
import { MAX_PAGE_SIZE, positiveInt } from './query'

export const MAX_COMMENT_BODY_BYTES = 64 * 1024
export const DEFAULT_COMMENT_PAGE_SIZE = 20
/** The same text on the same article within this time is a double post, not a new comment. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000

const TOO_LARGE = 'Requête trop volumineuse (64 Kio au maximum).'

/**
 * An expired, forged or already used form token: the same status and field whatever the cause, so the form
 * fetches a new token and sends again (docs/behaviour.md#comment-post-rules).
 */
const staleToken = () =>
  json(400, {
    errors: {
      form_token: [
        'Le formulaire a expiré ou a déjà servi : il a été renouvelé, envoyez de nouveau votre commentaire.',
      ],
    },
  })

function serializeComment(row: CommentRow) {
  return {
    id: row.id,
    visitor_name: row.visitor_name,
    content: row.content,
    created_at: toIso(row.created_at),
    article: row.article_id,
  }
}

function pageLink(origin: string, articleId: number, page: number, size: number): string {
  return `${origin}/api/articles/${articleId}/comments/?page=${page}&page_size=${size}`
}

export function commentRoutes(deps: RouteDeps): Record<'list' | 'create' | 'token', RouteHandler> {
  return {
    /**
     * With `page` or `page_size`: one page, newest first, DRF style (`count`, `next`, `previous`, `results`).
     * Without them: the bare array of the original contract, for clients that predate paging.
     */
    list: ({ params, query, origin }) => {
      const id = positiveInt(params.id ?? null)
      if (id === undefined || !deps.articles.isPublished(id, deps.now()))
        return error(404, 'Article non trouvé')
      if (!query.has('page') && !query.has('page_size'))
        return { ...json(200, deps.comments.published(id).map(serializeComment)), tagged: true }
      const page = positiveInt(query.get('page')) ?? 1
      const size = Math.min(positiveInt(query.get('page_size')) ?? DEFAULT_COMMENT_PAGE_SIZE, MAX_PAGE_SIZE)
      const { rows, count } = deps.comments.publishedPage(id, size, (page - 1) * size)
      // Tagged: the build's pull asks each page again with If-None-Match. No Last-Modified: a moderator
      // publishing an older comment changes the page without a newer date (docs/architecture.md#the-comments-at-a-bounded-cost).
      return {
        ...json(200, {
          count,
          next: page * size < count ? pageLink(origin, id, page + 1, size) : null,
          previous:
            page > 1 ? pageLink(origin, id, Math.min(page - 1, Math.ceil(count / size) || 1), size) : null,
          results: rows.map(serializeComment),
        }),
        tagged: true,
      }
    },

    /** A signed timestamp the form sends back with its post (see server/http/form-token.ts). */
    token: () => json(200, deps.tokens.issue('comment', deps.now()), { 'Cache-Control': 'no-store' }),

    create: async ({ contentType, readBody, declaresTooLarge, clientAddress }) => {
      if (declaresTooLarge) return error(413, TOO_LARGE, { Connection: 'close' })
      if (!isJsonContentType(contentType)) {
        return error(400, 'Le corps de la requête doit être du JSON (Content-Type: application/json).')
      }
      const received = await readBody()
      if (received.kind === 'too-large') return error(413, TOO_LARGE, { Connection: 'close' })
      if (received.kind === 'timeout') {
        return error(408, 'Le corps de la requête est arrivé trop lentement.', { Connection: 'close' })
      }
      const body = parseJsonObject(received.text)
      if (!body) return error(400, 'JSON invalide : un objet est attendu.')

      const checked = validateComment(body)
      if ('errors' in checked) return json(400, { errors: checked.errors })
      const { draft } = checked
      const now = deps.now()
      if (!deps.articles.isPublished(draft.article, now)) return error(404, 'Article non trouvé')

      const token = deps.tokens.check(body.form_token, 'comment', now)
      if (token.kind === 'invalid') return staleToken()
      if (token.kind === 'too-early') {
        return error(429, 'Envoi trop rapide : patientez quelques secondes.', {
          'Retry-After': String(token.waitSeconds),
        })
      }

      const decision = deps.limiter.take(clientAddress)
      if (!decision.allowed) {
        return error(429, 'Trop de commentaires envoyés. Réessayez dans un instant.', {
          'Retry-After': String(decision.retryAfterSeconds),
        })
      }
      const status = deps.options.moderation ? 'pending' : 'published'
      const comment = {
        article_id: draft.article,
        visitor_name: draft.visitor_name,
        visitor_email: draft.visitor_email,
        content: draft.content,
        status,
        created_at: now,
      } as const
      // One transaction: the token is spent exactly when the post is answered 409 or 201, and two posts with
      // one token or one text cannot both pass, even from two processes (docs/behaviour.md#comment-post-rules).
      return deps.db
        .transaction(() => {
          if (!deps.tokens.take(token, now)) return staleToken()
          if (deps.comments.hasRecentCopy(draft.article, draft.content, now - DUPLICATE_WINDOW_MS)) {
            return error(409, 'Ce commentaire a déjà été envoyé.')
          }
          const row = isHoneypotFilled(body)
            ? deps.comments.takeIdAndDiscard(comment)
            : deps.comments.insert(comment)
          return json(201, {
            id: row.id,
            visitor_name: row.visitor_name,
            content: row.content,
            created_at: toIso(row.created_at),
            article: row.article_id,
            status,
          })
        })
        .immediate()
    },
  }
}
