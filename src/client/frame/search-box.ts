import { stripLang } from '../../i18n/paths'

/**
 * On the news results a search opened, the top-bar boxes show what was searched
 * (docs/behaviour.md#search-from-the-top-bar).
 */
export function fillSearchBoxes(): void {
  if (stripLang(window.location.pathname) !== '/actualites') return
  const search = new URLSearchParams(window.location.search).get('search')
  if (!search) return
  for (const input of document.querySelectorAll<HTMLInputElement>(
    'form[data-site-search] input[name="search"]',
  ))
    if (!input.value) input.value = search
}
