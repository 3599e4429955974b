import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { resolveOptions, type ResolvedOptions } from './config'
import { openDatabase, type Db } from './db/open'
import { allowedHost } from './http/allowed-hosts'
import { declaresTooLarge, hasBody, readBody } from './http/body'
import { clientAddress } from './http/client-address'
import { answerPreflight, applyCors, isOriginAllowed } from './http/cors'
import { FaultTable } from './http/faults'
import { FormTokens } from './http/form-token'
import { loadTokenKey } from './http/form-token-key'
import { RateLimiter } from './http/rate-limit'
import { error, sendReply } from './http/reply'
import { publicOrigin, splitTarget } from './http/request'
import type { Router } from './http/router'
import { ARTICLE_COVERS } from './media/catalog'
import { ensureMedia } from './media/ensure'
import { MAX_COMMENT_BODY_BYTES } from './routes/comments'
import { foreignOriginReply } from './routes/contact'
import { buildRouter } from './routes/index'
import { MEDIA_PREFIX, serveMedia } from './routes/media'
import { seedIfEmpty } from './seed/index'
import { syntheticArticles } from './seed/synthetic'
import { ArticleStore, articleRecordOf } from './store/articles'
import { CommentStore } from './store/comments'
import { ContactMessageStore } from './store/contact-messages'
import { startPruning } from './db/prune'
import { UsedFormTokens } from './store/used-form-tokens'
import type { Api, ApiOptions, ApiStore, Fault } from './types'

export const DATABASE_FILE = 'ahb.sqlite3'

/**
 * Every answer of the reference back-end carries this header: its content is sample content, which a strict
 * production build refuses to publish (scripts/build/sample-content.ts).
 */
export const SAMPLE_CONTENT_HEADER = 'X-AHB-Sample-Content'

/** Sleeps that `close()` can cut short, so no request hangs on after shutdown. */
class Sleeper {
  private readonly pending = new Map<NodeJS.Timeout, () => void>()

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(timer)
        resolve()
      }, ms)
      this.pending.set(timer, resolve)
    })
  }

  wakeAll(): void {
    for (const [timer, resolve] of this.pending) {
      clearTimeout(timer)
      resolve()
    }
    this.pending.clear()
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function buildStore(db: Db, articles: ArticleStore, comments: CommentStore): ApiStore {
  return {
    insertArticle(input) {
      const now = Date.now()
      return { id: articles.insert(articleRecordOf(input, now), now) }
    },
    insertHeroSlide(input) {
      const slug = input.slug.trim()
      if (!SLUG.test(slug)) throw new Error(`Invalid slide slug: ${JSON.stringify(input.slug)}`)
      const now = Date.now()
      const result = db
        .prepare(
          `INSERT INTO hero_slides (slug, sort_order, title_fr, title_en, description_fr, description_en,
             created_at, updated_at)
           VALUES (?, (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM hero_slides), ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          slug,
          input.title_fr,
          input.title_en ?? '',
          input.description_fr,
          input.description_en ?? '',
          now,
          now,
        )
      return { id: Number(result.lastInsertRowid) }
    },
    addSyntheticArticles(count) {
      if (!Number.isInteger(count) || count < 0) throw new Error(`Invalid synthetic article count: ${count}`)
      const now = Date.now()
      db.transaction(() => {
        const previous = db.prepare("SELECT value FROM meta WHERE key = 'synthetic_batches'").get() as
          { value: string } | undefined
        const serial = Number(previous?.value ?? 0) + 1
        db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('synthetic_batches', ?)").run(
          String(serial),
        )
        const categoryIds = (
          db.prepare('SELECT id FROM categories ORDER BY id').all() as { id: number }[]
        ).map((c) => c.id)
        articles.insertMany(
          syntheticArticles(count, { serial, now, categoryIds, covers: ARTICLE_COVERS }),
          now,
        )
      })()
    },
    setCommentStatus(commentId, status) {
      comments.setStatus(commentId, status)
    },
  }
}

function checkFault(fault: Fault): void {
  const { status, delayMs } = fault
  if (status !== undefined && !(Number.isInteger(status) && status >= 200 && status <= 599)) {
    throw new Error(`Fault status must be an HTTP status between 200 and 599, got ${status}`)
  }
  if (delayMs !== undefined && !(Number.isFinite(delayMs) && delayMs >= 0)) {
    throw new Error(`Fault delay must be a non-negative number of milliseconds, got ${delayMs}`)
  }
}

/** The API plus what only the in-process server needs: when the generated media are all on disk. */
export interface ApiInstance {
  api: Api
  options: ResolvedOptions
  mediaReady: Promise<void>
}

export function createApiInstance(options: ApiOptions = {}): ApiInstance {
  const resolved = resolveOptions(options)
  // Before the database opens: a bad key file stops the start with nothing left open.
  const tokenKey = loadTokenKey(resolved.dataDir, resolved.formTokenSecret)
  const db = openDatabase(join(resolved.dataDir, DATABASE_FILE))
  seedIfEmpty(db, Date.now())

  const mediaDir = join(resolved.dataDir, 'media')
  const stopMedia = new AbortController()
  const mediaReady = ensureMedia(mediaDir, { signal: stopMedia.signal }).then(
    () => undefined,
    (cause: unknown) => console.error('[api] could not generate media:', cause),
  )

  const articles = new ArticleStore(db, resolved.articleSearch)
  const comments = new CommentStore(db)
  const contact = new ContactMessageStore(db)
  const stopPruning = startPruning(db, contact, Date.now)
  const router: Router = buildRouter({
    db,
    articles,
    comments,
    options: resolved,
    limiter: new RateLimiter(db, {
      perAddress: resolved.rateLimitPerMinute,
      perNetwork: resolved.networkRateLimitPerMinute,
    }),
    contact,
    contactLimiter: new RateLimiter(db, {
      perAddress: resolved.rateLimitPerMinute,
      perNetwork: resolved.networkRateLimitPerMinute,
      table: 'contact_posts',
    }),
    tokens: new FormTokens(tokenKey, resolved.commentMinSeconds, new UsedFormTokens(db)),
    now: Date.now,
  })
  const faults = new FaultTable()
  const sleeper = new Sleeper()
  let closed = false

  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    target: { path: string; query: URLSearchParams; host: string },
  ) {
    const { path, query } = target
    const fault = faults.find(path)
    if (fault?.delayMs) await sleep(fault.delayMs)
    if (closed) return sendReply(res, error(503, 'Service arrêté'))
    if (fault?.status) return sendReply(res, error(fault.status, 'Panne simulée'))

    if (path.startsWith(MEDIA_PREFIX)) {
      await mediaReady
      return serveMedia(req, res, mediaDir, path)
    }
    const match = router.match(req.method ?? 'GET', { path, query })
    if (match.kind === 'none') return sendReply(res, error(404, 'Ressource non trouvée'))
    if (match.kind === 'wrong-method') {
      return sendReply(res, error(405, 'Méthode non autorisée', { Allow: match.allow }))
    }
    const reply = await match.handler({
      params: match.params,
      query,
      origin: publicOrigin(req, target.host, resolved.trustProxy),
      readBody: () => readBody(req, MAX_COMMENT_BODY_BYTES, resolved.bodyTimeoutMs),
      declaresTooLarge: declaresTooLarge(req, MAX_COMMENT_BODY_BYTES),
      clientAddress: clientAddress(req, resolved.trustProxy),
      contentType: String(req.headers['content-type'] ?? ''),
      acceptLanguage: String(req.headers['accept-language'] ?? ''),
    })
    sendReply(res, reply)
  }

  const sleep = (ms: number) => sleeper.sleep(ms)

  const api: Api = {
    async handle(req, res) {
      const { path, query } = splitTarget(req.url)
      if (path !== '/api' && !path.startsWith('/api/') && !path.startsWith(MEDIA_PREFIX)) return false
      try {
        res.setHeader(SAMPLE_CONTENT_HEADER, 'reference-seed')
        // A body that no route will read is refused before anything else, unread: sendReply closes the
        // connection (docs/architecture.md#connections-and-bodies).
        if (hasBody(req) && !router.takesBody(req.method ?? 'GET', { path, query })) {
          sendReply(res, error(413, 'Cette requête ne doit pas avoir de corps.'))
          return true
        }
        // Media URLs are built on the Host header, so only the configured names are answered (ALLOWED_HOSTS).
        // HTTP/2 carries the host as the `:authority` pseudo-header instead.
        const authority = req.headers[':authority']
        const host = allowedHost(
          req.headers.host ?? (typeof authority === 'string' ? authority : undefined),
          resolved.allowedHosts,
        )
        if (!host) {
          sendReply(res, error(400, 'Hôte non autorisé (ALLOWED_HOSTS).'))
          return true
        }
        applyCors(req, res, resolved.corsOrigins)
        const foreign = !isOriginAllowed(req.headers.origin, resolved.corsOrigins)
        if (req.method === 'OPTIONS') answerPreflight(res)
        else if (closed) sendReply(res, error(503, 'Service arrêté'))
        else if (foreign && req.method !== 'GET' && req.method !== 'HEAD')
          sendReply(
            res,
            foreignOriginReply(
              resolved.siteOrigin,
              path,
              String(req.headers['content-type'] ?? ''),
              String(req.headers['accept-language'] ?? ''),
            ),
          )
        else await respond(req, res, { path, query, host })
      } catch (cause) {
        console.error(`[api] ${req.method} ${path} failed:`, cause)
        if (!res.headersSent) sendReply(res, error(500, 'Erreur interne du serveur'))
        else res.destroy()
      }
      return true
    },
    injectFault(pathPrefix, fault) {
      checkFault(fault)
      faults.set(pathPrefix, fault)
    },
    clearFaults() {
      faults.clear()
    },
    store: buildStore(db, articles, comments),
    close() {
      if (closed) return
      closed = true
      stopPruning()
      stopMedia.abort()
      sleeper.wakeAll()
      db.close()
    },
  }
  return { api, options: resolved, mediaReady }
}

export function createApi(options: ApiOptions = {}): Api {
  return createApiInstance(options).api
}
