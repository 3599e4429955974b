/**
 * `visible`: due when the island comes within a screen's height of the viewport (docs/islands.md#strategies);
 * `in-use` waits for it too, once the visitor is there. The waiting comes before the island's code: its module,
 * and the framework it brings, are fetched only once the island is due, so a reader who never scrolls to the
 * comments of an article never downloads them.
 */
export default function nearScreen(element: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '100% 0px' },
    )
    // The island's own element takes no box (display: contents): watch what it shows, or, when it shows
    // nothing before it hydrates (a part drawn in the browser only), its place in its parent.
    const targets = element.children.length
      ? Array.from(element.children)
      : [element.parentElement ?? element]
    for (const target of targets) observer.observe(target)
  })
}
