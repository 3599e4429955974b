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
  try {
    migrate(db, file)
  } catch (cause) {
    db.close()
    throw cause
  }
  return db
}

/** Runs inside an IMMEDIATE transaction, so two processes opening a new folder at once cannot both migrate. */
function migrate(db: Db, file: string): void {
  db.transaction(() => {
    const current = Number(db.pragma('user_version', { simple: true }))
    // A checkout with more migrations opened this file (another branch): the sample data is seeded again in a
    // new file, but real data must be served by the newer server (docs/how-to.md#your-database).
    if (current > MIGRATIONS.length) {
      throw new Error(
        `Database schema version ${current} is newer than this server (${MIGRATIONS.length}): ${file} was ` +
          'migrated by a newer version of the server. Run that version, or, for the sample content, remove ' +
          'the file (with its -wal and -shm) or set another AHB_DATA_DIR (docs/how-to.md#your-database).',
      )
    }
    for (const sql of MIGRATIONS.slice(current)) db.exec(sql)
    db.pragma(`user_version = ${MIGRATIONS.length}`)
  }).immediate()
}
