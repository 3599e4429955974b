import { useCallback, useEffect, useMemo, useRef } from 'react'
import { type FormToken, fetchFormToken } from '../../../browser/api/comment-fetchers'

interface Received {
  token: FormToken | null
  at: number
}

export interface CommentToken {
  /**
   * The token once the back-end's minimum wait has passed since it arrived (people take longer than that to
   * write), or undefined when the back-end gives none: the post then goes without it.
   */
  take(): Promise<string | undefined>
  /** Asks for a new one: the back-end refused the last as expired or used (docs/behaviour.md#comments). */
  renew(): void
}

/** The form's signed timestamp, asked for each time the form opens; each is good for one post. */
export function useCommentToken(): CommentToken {
  const pending = useRef<Promise<Received> | null>(null)
  const controller = useRef<AbortController | null>(null)

  const renew = useCallback(() => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    pending.current = fetchFormToken(current.signal).then(
      (token) => ({ token, at: Date.now() }),
      () => ({ token: null, at: Date.now() }),
    )
  }, [])

  useEffect(() => {
    renew()
    return () => controller.current?.abort()
  }, [renew])

  const take = useCallback(async () => {
    const received = await pending.current
    if (!received?.token) return undefined
    const left = received.at + received.token.waitSeconds * 1000 - Date.now()
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
    return received.token.token
  }, [])

  return useMemo(() => ({ take, renew }), [take, renew])
}
