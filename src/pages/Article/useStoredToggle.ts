import { useCallback, useEffect, useState } from 'react'

/**
 * A yes/no choice kept in the browser's local storage (like and save: docs/behaviour.md#article, no server
 * call). Show it only in the browser (the article's controls wait for useIsClient): its first value is read
 * from storage, false at prerender. Other tabs are followed.
 */
export function useStoredToggle(key: string): [boolean, () => void] {
  const [on, setOn] = useState(() => readFlag(key))

  useEffect(() => {
    setOn(readFlag(key))
    const follow = (event: StorageEvent) => {
      if (event.key === key) setOn(event.newValue === '1')
    }
    window.addEventListener('storage', follow)
    return () => window.removeEventListener('storage', follow)
  }, [key])

  const toggle = useCallback(() => {
    setOn((current) => {
      const next = !current
      try {
        if (next) window.localStorage.setItem(key, '1')
        else window.localStorage.removeItem(key)
      } catch {
        // Storage may be disabled (private mode): the choice then lasts as long as the page.
      }
      return next
    })
  }, [key])

  return [on, toggle]
}

function readFlag(key: string): boolean {
  // At prerender there is no storage: false without the thrown error, on every article (docs/architecture.md#the-page-phase).
  if (typeof window === 'undefined') return false
  try {
    return window.localStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

/** The storage keys of one article's choices: per slug, so they survive a rebuild that renumbers ids. */
export const likedKey = (slug: string) => `ahb:article:${slug}:liked`
export const savedKey = (slug: string) => `ahb:article:${slug}:saved`
