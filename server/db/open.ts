import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { contactMessageKey, duplicateKey } from './comment-key'
import { MIGRATIONS } from './migrations'

export type Db = Database.Database

/** Opens (creating if needed) the database file in WAL mode and brings its schema up to date. */
export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  // The migration that adds `content_key` computes it for the comments already stored.
  db.function('comment_duplicate_key', { deterministic: true }, (text) => duplicateKey(String(text)))
  // And the one that adds `message_key`, for the contact messages.
  db.function('contact_message_key', { deterministic: true }, (email, subject, message) =>
    contactMessageKey(String(email), String(subject), String(message)),
  )
  migrate(db)
  return db
}

/** Runs inside an IMMEDIATE transaction, so two processes opening a new folder at once cannot both migrate. */
function migrate(db: Db): void {
  db.transaction(() => {
    const current = Number(db.pragma('user_version', { simple: true }))
    if (current > MIGRATIONS.length) {
      throw new Error(`Database schema version ${current} is newer than this server (${MIGRATIONS.length})`)
    }
    for (const sql of MIGRATIONS.slice(current)) db.exec(sql)
    db.pragma(`user_version = ${MIGRATIONS.length}`)
  }).immediate()
}
