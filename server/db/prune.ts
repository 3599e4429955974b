import { RATE_WINDOW_MS, type RateTable } from '../http/rate-limit'
import type { ContactMessageStore } from '../store/contact-messages'
import type { Db } from './open'

/** How often the sweep below runs; what it deletes is gone at most this long after its time is up. */
export const PRUNE_INTERVAL_MS = 10 * 60_000

const RATE_TABLES: readonly RateTable[] = ['comment_posts', 'contact_posts']

/**
 * Deletes what the privacy page says is deleted (docs/behaviour.md#what-the-back-end-keeps), even when no post
 * comes to do it: the addresses counted by the rate limits once their minute is over, the spent form tokens
 * once they would have expired, and the contact messages past their retention.
 */
export function pruneExpired(db: Db, contact: ContactMessageStore, now: number): void {
  db.transaction(() => {
    for (const table of RATE_TABLES)
      db.prepare(`DELETE FROM ${table} WHERE at <= ?`).run(now - RATE_WINDOW_MS)
    db.prepare('DELETE FROM used_form_tokens WHERE expires_at < ?').run(now)
    contact.prune(now)
  })()
}

/** Runs `pruneExpired` now and every PRUNE_INTERVAL_MS; the timer does not keep the process alive. */
export function startPruning(db: Db, contact: ContactMessageStore, clock: () => number): () => void {
  const run = () => {
    try {
      if (db.open) pruneExpired(db, contact, clock())
    } catch (cause) {
      console.error('[api] pruning expired rows failed:', cause)
    }
  }
  run()
  const timer = setInterval(run, PRUNE_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
