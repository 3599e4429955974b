import { contactMessageKey } from '../db/comment-key'
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
  private readonly sameMessage
  private readonly countSince

  constructor(db: Db) {
    this.insertOne = db.prepare(
      `INSERT INTO contact_messages (name, email, subject, message, language, message_key, created_at)
       VALUES (@name, @email, @subject, @message, @language, @message_key, @created_at)`,
    )
    this.forget = db.prepare('DELETE FROM contact_messages WHERE created_at < ?')
    this.sameMessage = db.prepare(
      'SELECT 1 FROM contact_messages WHERE message_key = ? AND created_at >= ? LIMIT 1',
    )
    this.countSince = db.prepare('SELECT count(*) AS n FROM contact_messages WHERE created_at >= ?')
  }

  insert(message: NewContactMessage): { id: number } {
    this.forget.run(message.created_at - RETENTION_MS)
    const key = contactMessageKey(message.email, message.subject, message.message)
    return { id: Number(this.insertOne.run({ ...message, message_key: key }).lastInsertRowid) }
  }

  /** Whether the same e-mail, subject and text (`contactMessageKey`) were stored since `since`. */
  hasRecentCopy(message: Pick<NewContactMessage, 'email' | 'subject' | 'message'>, since: number): boolean {
    const key = contactMessageKey(message.email, message.subject, message.message)
    return this.sameMessage.get(key, since) !== undefined
  }

  /** How many messages were stored since `since`. */
  storedSince(since: number): number {
    return (this.countSince.get(since) as { n: number }).n
  }

  /** Deletes the messages kept longer than the retention; the number deleted. */
  prune(now: number): number {
    return this.forget.run(now - RETENTION_MS).changes
  }
}
