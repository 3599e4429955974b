import { createElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react'

/** The waits of whenNearScreen still pending, and whether they have all been let go (releaseNearScreenWaits). */
const pending = new Set<() => void>()
let released = false

/** vite-react-ssg's mark of a prerendered page that the app hydrates; a page rendered afresh has none. */
const HYDRATING_ROOT = '[data-server-rendered=true]'

/**
 * Resolves when the element `selector` names comes within a screen's height of the viewport, or when
 * releaseNearScreenWaits is called; at once when the page is rendered rather than hydrated (404.html, which
 * serves unknown URLs: React replaces its markup, so the element watched would be detached and never come
 * near), when there is no such element yet, when the waits were released already, or without
 * IntersectionObserver.
 */
export function whenNearScreen(selector: string): Promise<void> {
  const hydrating = typeof document !== 'undefined' && document.querySelector(HYDRATING_ROOT) !== null
  const element = hydrating ? document.querySelector(selector) : null
  if (released || !element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      pending.delete(done)
      resolve()
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '100% 0px',
    })
    observer.observe(element)
    pending.add(done)
  })
}

/**
 * Ends every wait at once, and those to come. A component still waiting holds its prerendered HTML
 * unhydrated, and React cannot apply an update to it before it has hydrated: a navigation (a language change
 * is one too) would wait for the visitor to scroll. So the router lets them go as a navigation starts. Until
 * then nothing updates them: their code is not loaded for a visitor who does not scroll to them, nor run
 * while the page becomes interactive.
 */
export function releaseNearScreenWaits(): void {
  released = true
  for (const done of [...pending]) done()
}

/** Marks the element a deferred component hydrated, once it has: `data-hydrated` (tests wait for it). */
export const HYDRATED_ATTR = 'data-hydrated'

/**
 * A component prerendered like the others whose code the browser fetches only when its prerendered element
 * (`selector`) nears the screen. Render it inside <Suspense>: while hydrating, React leaves the waiting
 * component's HTML as it is (its links work as plain links) and hydrates it once the code has come; a click on
 * one of its buttons before then does nothing, which is why the code comes a screen ahead. Rendered in the
 * browser (a client-side navigation), there is no prerendered element to wait for, so the code is fetched at
 * once. The prerenderer renders it in place (scripts/build/suspense-boundaries.ts).
 */
export function lazyNearScreen<P extends object>(
  selector: string,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    await whenNearScreen(selector)
    const Component = await load()
    function Hydrated(props: P) {
      useEffect(() => {
        document.querySelector(selector)?.setAttribute(HYDRATED_ATTR, 'true')
      }, [])
      return createElement(Component, props)
    }
    return { default: Hydrated }
  })
}
