// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False at prerender and while an island hydrates, true afterwards (and at once for a part rendered in the
 * browser). What depends on the browser (the URL's query string, local storage) is read only once this is
 * true: hydration then sees exactly the prerendered markup.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
