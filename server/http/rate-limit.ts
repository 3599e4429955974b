import type { Db } from '../db/open'
import { networkOf } from './client-address'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimits {
  perAddress: number
  perNetwork: number
  windowMs?: number
  /** The table of the form's posts (migrations 2 and 5): each form has its own allowance. */
  table?: RateTable
}

/** The tables of post counts, one per form; a closed list, since the name is written into the SQL. */
export type RateTable = 'comment_posts' | 'contact_posts'

/** How long a post counts: rows older than this are deleted (here, and by server/db/prune.ts). */
export const RATE_WINDOW_MS = 60_000

/**
 * Sliding-window limit on comment (or contact) posts, per client address and per network (/24, /64), counted in SQLite so
 * that a restart does not hand out a fresh allowance. Rows older than the window are deleted as time passes
 * (through an index on the time), so each post costs the same however many addresses came before.
 */
export class RateLimiter {
  private readonly windowMs: number
  private readonly countAddress
  private readonly countNetwork
  private readonly record
  private readonly forget

  constructor(
    private readonly db: Db,
    private readonly limits: RateLimits,
    private readonly clock: () => number = Date.now,
  ) {
    this.windowMs = limits.windowMs ?? RATE_WINDOW_MS
    const table = limits.table ?? 'comment_posts'
    this.countAddress = db.prepare(
      `SELECT count(*) AS n, min(at) AS first FROM ${table} WHERE address = ? AND at > ?`,
    )
    this.countNetwork = db.prepare(
      `SELECT count(*) AS n, min(at) AS first FROM ${table} WHERE network = ? AND at > ?`,
    )
    this.record = db.prepare(`INSERT INTO ${table} (at, address, network) VALUES (?, ?, ?)`)
    this.forget = db.prepare(`DELETE FROM ${table} WHERE at <= ?`)
  }

  /** Records one post from `address` when both limits allow it; otherwise says how long to wait. */
  take(address: string): RateDecision {
    const now = this.clock()
    const since = now - this.windowMs
    const network = networkOf(address)
    return this.db.transaction((): RateDecision => {
      this.forget.run(since)
      const checks = [
        { count: this.countAddress.get(address, since), limit: this.limits.perAddress },
        { count: this.countNetwork.get(network, since), limit: this.limits.perNetwork },
      ] as { count: { n: number; first: number | null }; limit: number }[]
      const full = checks.filter(({ count, limit }) => count.n >= limit)
      if (full.length > 0) {
        const freeAt = Math.max(...full.map(({ count }) => (count.first ?? now) + this.windowMs))
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) }
      }
      this.record.run(now, address, network)
      return { allowed: true }
    })()
  }
}
