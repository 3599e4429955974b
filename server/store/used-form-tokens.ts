import type { Db } from '../db/open'

/**
 * The form tokens that have served a post (docs/behaviour.md#comment-post-rules), kept in SQLite so a restart
 * or a second process sharing the folder does not accept one again. A row lives until its token would have
 * expired anyway; expired rows are deleted as posts come (through an index on the expiry).
 */
export class UsedFormTokens {
  private readonly find
  private readonly record
  private readonly forget

  constructor(private readonly db: Db) {
    this.find = db.prepare('SELECT 1 FROM used_form_tokens WHERE id = ?')
    this.record = db.prepare('INSERT OR IGNORE INTO used_form_tokens (id, expires_at) VALUES (?, ?)')
    this.forget = db.prepare('DELETE FROM used_form_tokens WHERE expires_at < ?')
  }

  has(id: string): boolean {
    return this.find.get(id) !== undefined
  }

  /** Marks the token used; false when it already was (another post took it first). */
  take(id: string, expiresAt: number, now: number): boolean {
    return this.db.transaction(() => {
      this.forget.run(now)
      return this.record.run(id, expiresAt).changes === 1
    })()
  }
}
