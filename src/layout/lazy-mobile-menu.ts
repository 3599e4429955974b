import { lazy } from 'react'

const loadMobileMenu = () => import('./MobileMenu')

/** The mobile menu's code comes only when a page wants it, not before the page is interactive. */
export const LazyMobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })))

/** Wide screens (xl, 1280 px, and above) show the full navigation instead of the menu button. */
const WIDE_SCREEN = '(min-width: 1280px)'

/**
 * On the screens that show the menu button, fetches the menu's code once the browser is idle, so a tap opens
 * the menu at once even on a slow connection. Returns a cancel function (effect cleanup).
 */
export function preloadMobileMenuWhenIdle(): () => void {
  if (window.matchMedia(WIDE_SCREEN).matches) return () => undefined
  const preload = () => void loadMobileMenu().catch(() => undefined)
  // Safari has no requestIdleCallback: a short delay after hydration does the same there.
  if (typeof window.requestIdleCallback !== 'function') {
    const id = setTimeout(preload, 2000)
    return () => clearTimeout(id)
  }
  const id = window.requestIdleCallback(preload, { timeout: 5000 })
  return () => window.cancelIdleCallback(id)
}
