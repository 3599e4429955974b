import got, { HTTPError, RequestError, type RetryOptions } from 'got'

/** How the pipeline talks to the API: per-attempt timeout, retries with exponential backoff. */
export interface RequestPolicy {
  timeoutMs: number
  retries: number
  /** First backoff delay; doubled after each failed attempt. */
  retryDelayMs: number
}

/** `connection`: no TCP exchange; `timeout`: no answer in time; `http`: an error status; `invalid`: bad body. */
export type FailureKind = 'connection' | 'timeout' | 'http' | 'invalid'

export class FetchFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly url: string,
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'FetchFailure'
  }
}

const CONNECTION_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNABORTED: 'connection aborted',
}

function toFailure(error: unknown, url: string, timeoutMs: number): FetchFailure {
  if (error instanceof FetchFailure) return error
  if (error instanceof HTTPError) {
    const status = error.response.statusCode
    return new FetchFailure('http', url, `HTTP ${status}`, status)
  }
  if (error instanceof RequestError) {
    if (error.name === 'TimeoutError' || error.code === 'ETIMEDOUT') {
      return new FetchFailure('timeout', url, `no answer within ${timeoutMs / 1000} s`, undefined, error.code)
    }
    const reason = CONNECTION_REASONS[error.code]
    if (reason) return new FetchFailure('connection', url, reason, undefined, error.code)
    return new FetchFailure('connection', url, error.message, undefined, error.code)
  }
  return new FetchFailure('invalid', url, error instanceof Error ? error.message : String(error))
}

/** Every 5xx; a client error (4xx) is never worth another attempt. */
const SERVER_ERRORS = Array.from({ length: 100 }, (_, i) => 500 + i)

/**
 * got's own retry (docs/architecture.md#the-content-pipeline) of a GET after a network error or a 5xx. Its
 * backoff starts at one second, so the delay is ours, or the Retry-After that got accepted; got's 0 means no.
 */
const retryOf = (policy: RequestPolicy): Partial<RetryOptions> => ({
  limit: policy.retries,
  methods: ['GET'],
  statusCodes: SERVER_ERRORS,
  errorCodes: ['ETIMEDOUT', ...Object.keys(CONNECTION_REASONS)],
  calculateDelay: ({ attemptCount, computedValue, retryAfter }) =>
    computedValue && (retryAfter ? computedValue : policy.retryDelayMs * 2 ** (attemptCount - 1)),
})

const USER_AGENT = 'ahb-site-content-pipeline'

/** GET a JSON document. */
export async function getJson(url: string, policy: RequestPolicy): Promise<unknown> {
  let text: string
  try {
    text = await got(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      timeout: { request: policy.timeoutMs },
      retry: retryOf(policy),
    }).text()
  } catch (error) {
    throw toFailure(error, url, policy.timeoutMs)
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new FetchFailure('invalid', url, 'the answer is not JSON')
  }
}

/** An answer's validators (RFC 9110, section 8.8), kept to ask next time whether it changed. */
export interface Validators {
  etag?: string
  lastModified?: string
}

/** A conditional GET's answer: the document and its validators, or 304 (the caller's copy is current). */
export type ConditionalAnswer =
  { modified: true; body: unknown; validators: Validators } | { modified: false }

/**
 * GET a JSON document, asking with `If-None-Match` / `If-Modified-Since` whether it changed since the answer
 * whose validators are given (docs/architecture.md#the-comments-at-a-bounded-cost).
 */
export async function getJsonIfChanged(
  url: string,
  policy: RequestPolicy,
  known: Validators = {},
): Promise<ConditionalAnswer> {
  const conditions: Record<string, string> = {}
  if (known.etag) conditions['if-none-match'] = known.etag
  if (known.lastModified) conditions['if-modified-since'] = known.lastModified
  let response
  try {
    response = await got(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT, ...conditions },
      timeout: { request: policy.timeoutMs },
      retry: retryOf(policy),
    })
  } catch (error) {
    throw toFailure(error, url, policy.timeoutMs)
  }
  if (response.statusCode === 304) return { modified: false }
  const validators: Validators = {}
  const { etag, 'last-modified': lastModified } = response.headers
  if (etag) validators.etag = etag
  if (lastModified) validators.lastModified = lastModified
  try {
    return { modified: true, body: JSON.parse(response.body) as unknown, validators }
  } catch {
    throw new FetchFailure('invalid', url, 'the answer is not JSON')
  }
}

/** GET a binary body of at most `maxBytes` (the download is cut as soon as it goes beyond). */
export async function getBuffer(url: string, policy: RequestPolicy, maxBytes: number): Promise<Buffer> {
  const request = got(url, {
    headers: { accept: 'image/*', 'user-agent': USER_AGENT },
    timeout: { request: policy.timeoutMs },
    retry: retryOf(policy),
  })
  request.on('downloadProgress', (progress: { transferred: number }) => {
    if (progress.transferred > maxBytes) request.cancel('too large')
  })
  try {
    return await request.buffer()
  } catch (error) {
    if (request.isCanceled) throw new FetchFailure('invalid', url, `larger than ${maxBytes} bytes`)
    throw toFailure(error, url, policy.timeoutMs)
  }
}
