import { useLayoutEffect } from 'react'

/**
 * Calls `onEscape` when Escape is pressed anywhere, while `active`. Listening starts as the change that made it
 * active is committed: Preact, the islands' runtime, runs plain effects only after the next paint, and an
 * Escape pressed right after opening would be lost (docs/islands.md#runtime).
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  useLayoutEffect(() => {
    if (!active) return
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape()
    }
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [active, onEscape])
}
