import got, { HTTPError, RequestError } from 'got'

/** How the pipeline talks to the API: per-call timeout, retries with exponential backoff. */
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

  /** Worth another attempt: network trouble or a server error, never a client error or a bad body. */
  get retryable(): boolean {
    return this.kind === 'connection' || this.kind === 'timeout' || (this.status ?? 0) >= 500
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `attempt` until it succeeds, fails for good, or the retries are spent. */
async function withRetries<T>(url: string, policy: RequestPolicy, attempt: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt()
    } catch (error) {
      const failure = toFailure(error, url, policy.timeoutMs)
      if (!failure.retryable || failures >= policy.retries) throw failure
      await sleep(policy.retryDelayMs * 2 ** failures)
    }
  }
}

const USER_AGENT = 'ahb-site-content-pipeline'

/** GET a JSON document. */
export function getJson(url: string, policy: RequestPolicy): Promise<unknown> {
  return withRetries(url, policy, async () => {
    const text = await got(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      timeout: { request: policy.timeoutMs },
      retry: { limit: 0 },
    }).text()
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new FetchFailure('invalid', url, 'the answer is not JSON')
    }
  })
}

/** GET a binary body of at most `maxBytes` (the download is cut as soon as it goes beyond). */
export function getBuffer(url: string, policy: RequestPolicy, maxBytes: number): Promise<Buffer> {
  return withRetries(url, policy, async () => {
    const request = got(url, {
      headers: { accept: 'image/*', 'user-agent': USER_AGENT },
      timeout: { request: policy.timeoutMs },
      retry: { limit: 0 },
    })
    request.on('downloadProgress', (progress: { transferred: number }) => {
      if (progress.transferred > maxBytes) request.cancel('too large')
    })
    try {
      return await request.buffer()
    } catch (error) {
      if (request.isCanceled) throw new FetchFailure('invalid', url, `larger than ${maxBytes} bytes`)
      throw error
    }
  })
}
