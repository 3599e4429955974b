// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
import { ApiError } from './api-error'
import { API_TIMEOUT_MS, type Query, apiUrl } from '../../shared/api/config'

// In a module of its own, so code that only recognises the error does not download the HTTP layer.
export { ApiError }

/**
 * The browser's HTTP layer for the live parts of the site (docs/behaviour.md#live-calls): JSON headers, a
 * 10 s timeout combined with the caller's signal, errors as `ApiError`. A GET is tried once more after a
 * network failure or a 502/503/504; a POST never is (it could post a comment twice).
 */

export interface RequestOptions {
  signal?: AbortSignal
  /** Default API_TIMEOUT_MS. */
  timeoutMs?: number
}

/** True for the caller's own abort (unmount, new request): not an error to show. */
export function isAbortError(error: unknown): boolean {
  // By name: a DOMException of another realm (test environments) is still an abort.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

/**
 * The signal of one request: the caller's abort or the timeout, whichever comes first. Where AbortSignal.any
 * is missing (it is younger than docs/architecture.md#supported-browsers), a controller follows both.
 */
function requestSignal(signal: AbortSignal | undefined, timeout: AbortSignal): AbortSignal {
  if (!signal) return timeout
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout])
  const controller = new AbortController()
  for (const source of [signal, timeout]) {
    if (source.aborted) controller.abort(source.reason)
    else source.addEventListener('abort', () => controller.abort(source.reason), { once: true })
  }
  return controller.signal
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    if (response.ok) throw new ApiError(response.status, 'The answer is not JSON')
    return null
  }
}

async function request(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: requestSignal(options.signal, timeout),
      credentials: 'omit',
    })
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error
    if (timeout.aborted) throw new ApiError(0, 'The server did not answer in time', null, true)
    throw new ApiError(0, 'The server cannot be reached')
  }
  let parsed: unknown
  try {
    parsed = await readBody(response)
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (options.signal?.aborted) throw options.signal.reason ?? error
    throw new ApiError(0, timeout.aborted ? 'The server did not answer in time' : 'The answer was cut off')
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`, parsed)
  return parsed
}

const RETRY_DELAY_MS = 400
const RETRYABLE_STATUSES = new Set([0, 502, 503, 504])

export async function apiGet(path: string, query?: Query, options: RequestOptions = {}): Promise<unknown> {
  const url = apiUrl(path, query)
  try {
    return await request('GET', url, undefined, options)
  } catch (error) {
    const retry = error instanceof ApiError && RETRYABLE_STATUSES.has(error.status) && !error.timedOut
    if (!retry || options.signal?.aborted) throw error
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    if (options.signal?.aborted) throw options.signal.reason ?? error
    return request('GET', url, undefined, options)
  }
}

export function apiPost(path: string, body: unknown, options: RequestOptions = {}): Promise<unknown> {
  return request('POST', apiUrl(path), body, options)
}
