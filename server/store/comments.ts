import { duplicateKey } from '../db/comment-key'
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
  private readonly deleteOne
  private readonly pagePublished
  private readonly countPublished
  private readonly sameContent

  constructor(private readonly db: Db) {
    this.listPublished = db.prepare(
      `SELECT id, article_id, visitor_name, content, status, created_at FROM comments
       WHERE article_id = ? AND status = 'published' ORDER BY created_at DESC, id DESC`,
    )
    this.insertOne = db.prepare(
      `INSERT INTO comments (article_id, visitor_name, visitor_email, content, content_key, status, created_at)
       VALUES (@article_id, @visitor_name, @visitor_email, @content, @content_key, @status, @created_at)`,
    )
    this.updateStatus = db.prepare('UPDATE comments SET status = ? WHERE id = ?')
    this.deleteOne = db.prepare('DELETE FROM comments WHERE id = ?')
    this.pagePublished = db.prepare(
      `SELECT id, article_id, visitor_name, content, status, created_at FROM comments
       WHERE article_id = ? AND status = 'published' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    this.countPublished = db.prepare(
      "SELECT count(*) AS n FROM comments WHERE article_id = ? AND status = 'published'",
    )
    this.sameContent = db.prepare(
      'SELECT id FROM comments WHERE article_id = ? AND content_key = ? AND created_at >= ? LIMIT 1',
    )
  }

  published(articleId: number): CommentRow[] {
    return this.listPublished.all(articleId) as CommentRow[]
  }

  insert(comment: NewComment): CommentRow {
    const id = Number(
      this.insertOne.run({ ...comment, content_key: duplicateKey(comment.content) }).lastInsertRowid,
    )
    const { visitor_email: _email, ...shown } = comment
    return { id, ...shown }
  }

  setStatus(id: number, status: CommentStatus): void {
    const changed = this.updateStatus.run(status, id).changes
    if (changed === 0) throw new Error(`No comment with id ${id}`)
  }

  /** One page of the published comments, newest first, and how many there are in all. */
  publishedPage(articleId: number, limit: number, offset: number): { rows: CommentRow[]; count: number } {
    return {
      rows: this.pagePublished.all(articleId, limit, offset) as CommentRow[],
      count: (this.countPublished.get(articleId) as { n: number }).n,
    }
  }

  /**
   * Whether the same text was posted on the article since `since` (any status), compared by `duplicateKey`:
   * case, spacing, invisible characters and Unicode spelling do not make a text new.
   */
  hasRecentCopy(articleId: number, content: string, since: number): boolean {
    return this.sameContent.get(articleId, duplicateKey(content), since) !== undefined
  }

  /**
   * Takes an id as a real post would and keeps nothing: the honeypot answers with it, and since ids are never
   * reused (AUTOINCREMENT) the next real comment gets another one, so a bot cannot tell it was caught.
   */
  takeIdAndDiscard(comment: NewComment): CommentRow {
    return this.db.transaction(() => {
      const row = this.insert(comment)
      this.deleteOne.run(row.id)
      return row
    })()
  }
}
