// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
/**
 * Where the browser finds the API: `VITE_PUBLIC_API_URL` is a base URL such as `http://127.0.0.1:8000`, or ''
 * for the site's own origin (the reference back-end serving site and API together). Paths `/api/...` are
 * appended to it.
 */
export const API_BASE: string = String(import.meta.env.VITE_PUBLIC_API_URL ?? '')
  .trim()
  .replace(/\/+$/, '')

/** Every call gives up after 10 s (docs/behaviour.md#live-calls). */
export const API_TIMEOUT_MS = 10_000

export type QueryValue = string | number | boolean | null | undefined
export type Query = Readonly<Record<string, QueryValue>>

/** `API_BASE + path`, with the query's non-empty values. */
export function apiUrl(path: string, query: Query = {}, base: string = API_BASE): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const search = params.toString()
  return `${base}${path}${search ? `?${search}` : ''}`
}
