import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import {
  type CategoryScope,
  type NewsQuery,
  newsCategoryPagePath,
  newsListHref,
  newsQueryString,
  parseNewsQuery,
} from './query'

export interface NewsQueryControl {
  query: NewsQuery
  /** A new history entry, so the back button brings the previous search back; `replace` corrects the URL instead. */
  setQuery: (next: NewsQuery, options?: { replace?: boolean }) => void
}

/** Dispatched on `window` when the list writes a new URL (history.pushState fires no event of its own). */
const URL_CHANGED = 'newsquerychange'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(URL_CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(URL_CHANGED, onChange)
  }
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`
/** At prerender and while hydrating: no URL yet (the prerendered list knows nothing of a query string). */
const noUrl = () => ''

/** The page of the list's path: 3 for `/fr/actualites/page/3`. */
function pathPage(pathname: string): string | undefined {
  return /\/page\/(\d+)$/.exec(pathname)?.[1]
}

/** The category of a category page's path (`/fr/actualites/categorie/eau/page/2`), else null. */
function pathCategory(pathname: string, scope: CategoryScope | null): number | null {
  if (!scope) return null
  const base = newsCategoryPagePath(scope.slug, 1)
  return pathname.endsWith(base) || pathname.includes(`${base}/page/`) ? scope.id : null
}

/**
 * The list's state, read from and written to the URL: the page of the path (`/actualites/page/2`, prerendered
 * and known at build time, `prerenderedPage`), the category of a category page's path (`scope`) and the
 * query string, read once the island has hydrated, so hydration sees exactly the prerendered markup. A change
 * is a new history entry, not a page load; the back button brings the previous state back.
 */
export function useNewsQuery(prerenderedPage: number, scope: CategoryScope | null = null): NewsQueryControl {
  const { to } = useI18n()
  const url = useSyncExternalStore(subscribe, currentUrl, noUrl)
  const pathname = url.split('?')[0]!
  const key = url
    ? newsQueryString(
        parseNewsQuery(
          new URL(url, 'http://site').searchParams,
          pathPage(pathname),
          pathCategory(pathname, scope),
        ),
      )
    : newsQueryString(parseNewsQuery(new URLSearchParams(), String(prerenderedPage), scope?.id ?? null))
  // One object per distinct state, so effects can depend on it.
  const query = useMemo(() => parseNewsQuery(new URLSearchParams(key)), [key])

  const setQuery = useCallback(
    (next: NewsQuery, options: { replace?: boolean } = {}) => {
      if (newsQueryString(next) === key) return
      const target = to(newsListHref(next, scope))
      if (options.replace) window.history.replaceState(null, '', target)
      else window.history.pushState(null, '', target)
      window.dispatchEvent(new Event(URL_CHANGED))
    },
    [to, key, scope],
  )
  return { query, setQuery }
}
