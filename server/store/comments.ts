import type { Db } from '../db/open'
import type { CommentStatus } from '../types'

export interface CommentRow {
  id: number
  article_id: number
  visitor_name: string
  content: string
  status: CommentStatus
  created_at: number
}

export interface NewComment {
  article_id: number
  visitor_name: string
  visitor_email: string
  content: string
  status: CommentStatus
  created_at: number
}

/** Comment storage. The e-mail is written but never selected: no endpoint may return it. */
export class CommentStore {
  private readonly listPublished
  private readonly insertOne
  private readonly updateStatus
  private readonly lastId

  constructor(db: Db) {
    this.listPublished = db.prepare(
      `SELECT id, article_id, visitor_name, content, status, created_at FROM comments
       WHERE article_id = ? AND status = 'published' ORDER BY created_at DESC, id DESC`,
    )
    this.insertOne = db.prepare(
      `INSERT INTO comments (article_id, visitor_name, visitor_email, content, status, created_at)
       VALUES (@article_id, @visitor_name, @visitor_email, @content, @status, @created_at)`,
    )
    this.updateStatus = db.prepare('UPDATE comments SET status = ? WHERE id = ?')
    this.lastId = db.prepare('SELECT coalesce(max(id), 0) AS id FROM comments')
  }

  published(articleId: number): CommentRow[] {
    return this.listPublished.all(articleId) as CommentRow[]
  }

  insert(comment: NewComment): CommentRow {
    const id = Number(this.insertOne.run(comment).lastInsertRowid)
    const { visitor_email: _email, ...shown } = comment
    return { id, ...shown }
  }

  setStatus(id: number, status: CommentStatus): void {
    const changed = this.updateStatus.run(status, id).changes
    if (changed === 0) throw new Error(`No comment with id ${id}`)
  }

  /** The id the next comment would probably get; the honeypot answers with it so that bots see nothing odd. */
  nextId(): number {
    return (this.lastId.get() as { id: number }).id + 1
  }
}
