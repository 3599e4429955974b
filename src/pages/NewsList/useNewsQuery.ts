import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import type { KeepScrollState } from '../../layout/useScrollOnNavigate'
import { DEFAULT_NEWS_QUERY, type NewsQuery, newsQueryString, parseNewsQuery } from './query'
import { useIsClient } from './useIsClient'

export interface NewsQueryControl {
  query: NewsQuery
  /** A new history entry, so the back button brings the previous search back; `replace` corrects the URL instead. */
  setQuery: (next: NewsQuery, options?: { replace?: boolean }) => void
}

/** The list's state, read from and written to the query string. */
export function useNewsQuery(): NewsQueryControl {
  const [params] = useSearchParams()
  const isClient = useIsClient()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const key = isClient ? newsQueryString(parseNewsQuery(params)) : ''
  // One object per distinct query string, so effects can depend on it.
  const query = useMemo(() => (key ? parseNewsQuery(new URLSearchParams(key)) : DEFAULT_NEWS_QUERY), [key])

  const setQuery = useCallback(
    (next: NewsQuery, options: { replace?: boolean } = {}) => {
      const search = newsQueryString(next)
      if (search === key) return
      const state: KeepScrollState = { keepScroll: true }
      navigate({ pathname, search }, { replace: options.replace ?? false, state, preventScrollReset: true })
    },
    [navigate, pathname, key],
  )
  return { query, setQuery }
}
