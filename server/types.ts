import type { IncomingMessage, ServerResponse } from 'node:http'

export interface ApiOptions {
  /** Where the SQLite file and generated media live (see `resolveOptions` for the default). */
  dataDir?: string
  /** New comments are held as pending (not listed) when true. */
  moderation?: boolean
  /** Accepted comment posts per client address per minute. */
  rateLimitPerMinute?: number
  /** Origins allowed by CORS; when empty, any origin but `null` is allowed ('*', no credentials; development only). */
  corsOrigins?: string[]
  /** Production mode (default: NODE_ENV=production): CORS defaults to `siteUrl`'s origin, ALLOWED_HOSTS is required. */
  production?: boolean
  /** The site's public URL (default SITE_URL): its origin is the CORS default in production mode. */
  siteUrl?: string
  /** Accepted comment posts per network (/24, /64) per minute (default COMMENT_NETWORK_RATE_LIMIT, else 10). */
  networkRateLimitPerMinute?: number
  /** Proxies in front of the API: a hop count or their addresses (default TRUST_PROXY; none). */
  trustProxy?: number | string[]
  /** Host names answered (default ALLOWED_HOSTS; in development localhost, 127.0.0.1, [::1]). */
  allowedHosts?: string[]
  /** Seconds between the form's token and its post (default COMMENT_MIN_SECONDS, else 3). */
  commentMinSeconds?: number
  /** A request body must arrive within this time (default BODY_TIMEOUT_SECONDS, else 5 s). */
  bodyTimeoutMs?: number
  /** Open connections `startApiServer` accepts at once (default MAX_CONNECTIONS, else 500). */
  maxConnections?: number
  /** Open connections of one address, proxies of `trustProxy` apart (default MAX_CONNECTIONS_PER_ADDRESS, else 50). */
  maxConnectionsPerAddress?: number
  /** Contact messages stored per day, Benin time (default CONTACT_DAILY_LIMIT, else 200). */
  contactDailyLimit?: number
  /** The address a refused contact post offers instead (default CONTACT_EMAIL; none). */
  contactEmail?: string
  /**
   * What the articles' `search` matches (default ARTICLE_SEARCH, else 'text'): 'titles' plays a back-end that
   * searches titles only, for development and tests (docs/behaviour.md#search-from-the-top-bar).
   */
  articleSearch?: 'text' | 'titles'
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

/** A hero slide added after the build (tests): the slide page of the site is then 404.html's fetch. */
export interface HeroSlideInput {
  slug: string
  title_fr: string
  title_en?: string
  description_fr: string
  description_en?: string
}

export type CommentStatus = 'published' | 'pending'

export interface ApiStore {
  insertArticle(input: ArticleInput): { id: number }
  /** Appends a slide after the existing ones. Throws on an invalid or taken slug. */
  insertHeroSlide(input: HeroSlideInput): { id: number }
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
