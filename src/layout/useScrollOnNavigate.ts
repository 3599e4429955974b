import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** Navigation state that asks to keep the scroll position (language switch, filters in the query string). */
export interface KeepScrollState {
  keepScroll?: boolean
}

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as KeepScrollState).keepScroll === true
}

/**
 * On every path change: scroll to the top (smoothly unless the visitor prefers reduced motion) and move
 * focus to the main content, so keyboard and screen-reader users start reading the new page.
 */
export function useScrollOnNavigate(): void {
  const { pathname, state, hash } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (keepsScroll(state) || hash) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    document.getElementById('main')?.focus({ preventScroll: true })
    // Only the path matters: query-string changes (filters, pages) keep the visitor where they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])
}
