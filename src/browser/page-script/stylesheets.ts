/**
 * Marks the site's stylesheet, which a page loads as `media="print"` so that it does not hold the first paint
 * back (the page inlines its first screen's rules, see scripts/build/critical-css.ts); switched on here.
 * Without JavaScript, the page's <noscript> copy of the link applies it.
 */
export const DEFERRED_STYLESHEET_ATTR = 'data-deferred-stylesheet'

export function applyDeferredStylesheets(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTR}]`))
    link.media = 'all'
}
