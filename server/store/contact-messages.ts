import type { Db } from '../db/open'

/** A contact message is deleted this long after it arrived (docs/behaviour.md#what-the-back-end-keeps). */
export const CONTACT_RETENTION_DAYS = 365
const RETENTION_MS = CONTACT_RETENTION_DAYS * 24 * 3_600_000

export interface NewContactMessage {
  name: string
  email: string
  subject: string
  message: string
  language: 'fr' | 'en'
  created_at: number
}

/**
 * The contact form's messages, read by the organisation's staff only: no endpoint returns them. Messages older
 * than CONTACT_RETENTION_DAYS are deleted as new ones come, and by server/db/prune.ts.
 */
export class ContactMessageStore {
  private readonly insertOne
  private readonly forget

  constructor(db: Db) {
    this.insertOne = db.prepare(
      `INSERT INTO contact_messages (name, email, subject, message, language, created_at)
       VALUES (@name, @email, @subject, @message, @language, @created_at)`,
    )
    this.forget = db.prepare('DELETE FROM contact_messages WHERE created_at < ?')
  }

  insert(message: NewContactMessage): { id: number } {
    this.forget.run(message.created_at - RETENTION_MS)
    return { id: Number(this.insertOne.run(message).lastInsertRowid) }
  }

  /** Deletes the messages kept longer than the retention; the number deleted. */
  prune(now: number): number {
    return this.forget.run(now - RETENTION_MS).changes
  }
}
