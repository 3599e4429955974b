import { stripLang } from '../../i18n/paths'

const FORM = 'form[data-site-search]'
const INPUT = `${FORM} input[name="search"]`

/**
 * On the news results a search opened, the top-bar boxes show what was searched
 * (docs/behaviour.md#search-from-the-top-bar).
 */
export function fillSearchBoxes(): void {
  if (stripLang(window.location.pathname) !== '/actualites') return
  const search = new URLSearchParams(window.location.search).get('search')
  if (!search) return
  for (const input of document.querySelectorAll<HTMLInputElement>(INPUT))
    if (!input.value) input.value = search
}

/**
 * The site-wide search (./site-search.ts) comes only when the visitor first focuses a search box: its code,
 * Pagefind and the index are not fetched by a visitor who never searches. Until then, and if they fail, the
 * box is the plain form to the news search.
 */
export function offerSiteSearch(): void {
  const attached = new WeakSet<HTMLFormElement>()
  document.addEventListener('focusin', (event) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || !input.matches(INPUT)) return
    const form = input.form
    if (!form || attached.has(form)) return
    attached.add(form)
    import('./site-search')
      .then(({ attachSiteSearch }) => attachSiteSearch(form, input))
      .catch((error: unknown) => {
        attached.delete(form)
        console.warn('The site search could not start.', error)
      })
  })
}
