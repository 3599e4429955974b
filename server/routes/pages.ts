import { toIso } from '../db/time'
import { error, json } from '../http/reply'
import type { RouteHandler } from '../http/router'
import type { RouteDeps } from './context'

export type PageKey = 'about' | 'mission' | 'history'

/** Singleton pages are stored as one JSON document each and answered as one object. */
export function pageRoute(deps: RouteDeps, key: PageKey): RouteHandler {
  const statement = deps.db.prepare('SELECT rowid AS id, data, updated_at FROM pages WHERE key = ?')
  return () => {
    const row = statement.get(key) as { id: number; data: string; updated_at: number } | undefined
    if (!row) return error(404, 'Page non trouvée')
    const data = JSON.parse(row.data) as Record<string, unknown>
    return json(200, { id: row.id, ...data, updated_at: toIso(row.updated_at) })
  }
}
