import { useCallback, useEffect, useRef } from 'react'
import type { FormToken } from '../../../api/fetchers'
import { onDemand } from '../../../data/on-demand'

const fetchFormToken = onDemand('fetchFormToken')

interface Received {
  token: FormToken | null
  at: number
}

/**
 * Asks the back-end for the form's signed timestamp as soon as the form opens. The returned function resolves
 * with the token once the back-end's minimum wait has passed since it arrived (people take longer than that
 * to write), or with undefined when the back-end gives none: the post then goes without it.
 */
export function useCommentToken(): () => Promise<string | undefined> {
  const pending = useRef<Promise<Received> | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    pending.current = fetchFormToken(controller.signal).then(
      (token) => ({ token, at: Date.now() }),
      () => ({ token: null, at: Date.now() }),
    )
    return () => controller.abort()
  }, [])

  return useCallback(async () => {
    const received = await pending.current
    if (!received?.token) return undefined
    const left = received.at + received.token.waitSeconds * 1000 - Date.now()
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
    return received.token.token
  }, [])
}
