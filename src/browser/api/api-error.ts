// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
/** An HTTP error status, or status 0 for a network failure or a timeout. */
export class ApiError extends Error {
  readonly status: number
  /** The parsed JSON body of the error answer, when there was one. */
  readonly body: unknown
  /** The body's `error` message (e.g. "Article non trouvé"). */
  readonly error?: string
  /** The body's per-field messages (comment validation). */
  readonly errors?: Record<string, string[]>
  readonly timedOut: boolean

  constructor(status: number, message: string, body: unknown = null, timedOut = false) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.timedOut = timedOut
    if (body !== null && typeof body === 'object') {
      const { error, errors } = body as { error?: unknown; errors?: unknown }
      if (typeof error === 'string') this.error = error
      if (errors !== null && typeof errors === 'object')
        this.errors = fieldErrors(errors as Record<string, unknown>)
    }
  }
}

function fieldErrors(errors: Record<string, unknown>): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const [field, value] of Object.entries(errors)) {
    const messages = Array.isArray(value) ? value : [value]
    result[field] = messages.filter((message): message is string => typeof message === 'string')
  }
  return result
}
