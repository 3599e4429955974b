import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and during hydration, true afterwards (and at once for a page rendered in the browser).
 * The prerendered list knows nothing of the URL's query string, so the query is read only once this is true:
 * hydration then sees exactly the prerendered markup.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
