/**
 * Resolves when the element `selector` names comes within a screen's height of the viewport; at once when
 * there is no such element yet (the page is being rendered, not hydrated) or no IntersectionObserver.
 */
export function whenNearScreen(selector: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector)
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
  })
}
