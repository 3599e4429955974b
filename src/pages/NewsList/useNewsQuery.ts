import { useCallback, useMemo } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { useI18n } from '../../i18n/I18nProvider'
import type { KeepScrollState } from '../../layout/useScrollOnNavigate'
import { type NewsQuery, newsListHref, newsQueryString, parseNewsQuery } from './query'
import { useIsClient } from './useIsClient'

export interface NewsQueryControl {
  query: NewsQuery
  /** A new history entry, so the back button brings the previous search back; `replace` corrects the URL instead. */
  setQuery: (next: NewsQuery, options?: { replace?: boolean }) => void
}

/**
 * The list's state, read from and written to the URL: the page of the path (`/actualites/page/2`, prerendered
 * and known at build time) and the query string (read in the browser only, see useIsClient).
 */
export function useNewsQuery(): NewsQueryControl {
  const [params] = useSearchParams()
  const { page: pathPage } = useParams()
  const isClient = useIsClient()
  const navigate = useNavigate()
  const { to } = useI18n()
  const search = isClient ? params : new URLSearchParams()
  const key = newsQueryString(parseNewsQuery(search, pathPage))
  // One object per distinct state, so effects can depend on it.
  const query = useMemo(() => parseNewsQuery(new URLSearchParams(key)), [key])

  const setQuery = useCallback(
    (next: NewsQuery, options: { replace?: boolean } = {}) => {
      if (newsQueryString(next) === key) return
      const state: KeepScrollState = { keepScroll: true }
      navigate(to(newsListHref(next)), { replace: options.replace ?? false, state, preventScrollReset: true })
    },
    [navigate, to, key],
  )
  return { query, setQuery }
}
