import type { IncomingMessage, ServerResponse } from 'node:http'

export interface ApiOptions {
  /** Where the SQLite file and generated media live (see `resolveOptions` for the default). */
  dataDir?: string
  /** New comments are held as pending (not listed) when true. */
  moderation?: boolean
  /** Accepted comment posts per client address per minute. */
  rateLimitPerMinute?: number
  /** Origins allowed by CORS; when empty, any origin is allowed ('*', no credentials). */
  corsOrigins?: string[]
}

export interface ArticleInput {
  slug: string
  title_fr: string
  title_en?: string
  description_fr: string
  description_en?: string
  category_id?: number
  published_at?: string
  author_name?: string
}

export type CommentStatus = 'published' | 'pending'

export interface ApiStore {
  insertArticle(input: ArticleInput): { id: number }
  /** Realistic generated articles (varied titles, bodies, categories, dates), written in one transaction. */
  addSyntheticArticles(count: number): void
  setCommentStatus(commentId: number, status: CommentStatus): void
}

export interface Fault {
  status?: number
  delayMs?: number
}

export interface Api {
  /** Handles /api/... and /media/... requests; resolves false (and writes nothing) for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>
  /** Makes every request whose path starts with `pathPrefix` answer `status` or wait `delayMs` first. */
  injectFault(pathPrefix: string, fault: Fault): void
  clearFaults(): void
  store: ApiStore
  close(): void
}

export interface ApiServerOptions extends ApiOptions {
  port?: number
  host?: string
}

export interface ApiServer {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:54321 */
  url: string
  api: Api
  close(): Promise<void>
}
