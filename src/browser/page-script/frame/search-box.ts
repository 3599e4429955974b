import { stripLang } from '../../../shared/i18n/paths'

const FORM = 'form[data-site-search]'
const INPUT = `${FORM} input[name="search"]`
const LABEL = `${FORM} label[data-site-label]`

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
 * The label of a box says what it searches: the prerendered one the news (the form alone), `data-site-label`
 * the whole site (docs/behaviour.md#search-from-the-top-bar). The news label is kept to come back to.
 */
function labelBoxes(form: ParentNode, scope: 'site' | 'news'): void {
  for (const label of form.querySelectorAll<HTMLLabelElement>(LABEL)) {
    label.dataset.newsLabel ??= label.textContent ?? ''
    const text = scope === 'site' ? label.dataset.siteLabel : label.dataset.newsLabel
    if (text) label.textContent = text
  }
}

/**
 * The site-wide search (./site-search.ts) comes only when the visitor first focuses a search box: its code,
 * Pagefind and the index are not fetched by a visitor who never searches. Until then the boxes' labels
 * already say "the site"; if its code cannot be fetched, the box is the plain form to the news search again
 * and says so. (Pagefind failing later is said in the results, which point to the news search.)
 */
export function offerSiteSearch(): void {
  const attached = new WeakSet<HTMLFormElement>()
  labelBoxes(document, 'site')
  document.addEventListener('focusin', (event) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || !input.matches(INPUT)) return
    const form = input.form
    if (!form || attached.has(form)) return
    attached.add(form)
    import('./site-search')
      .then(({ attachSiteSearch }) => {
        labelBoxes(form, 'site')
        return attachSiteSearch(form, input)
      })
      .catch((error: unknown) => {
        attached.delete(form)
        labelBoxes(form, 'news')
        console.warn('The site search could not start.', error)
      })
  })
}
