import type { ResolvedOptions } from '../config'
import type { Db } from '../db/open'
import type { FormTokens } from '../http/form-token'
import type { RateLimiter } from '../http/rate-limit'
import type { ArticleStore } from '../store/articles'
import type { CommentStore } from '../store/comments'
import type { ContactMessageStore } from '../store/contact-messages'

/** What the route modules share. */
export interface RouteDeps {
  db: Db
  articles: ArticleStore
  comments: CommentStore
  options: ResolvedOptions
  limiter: RateLimiter
  contact: ContactMessageStore
  /** The contact form's own allowance (table contact_posts). */
  contactLimiter: RateLimiter
  tokens: FormTokens
  /** The current time in epoch milliseconds. */
  now: () => number
}
