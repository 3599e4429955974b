/**
 * The site-wide search under the top bar's search box (docs/behaviour.md#search-from-the-top-bar): Pagefind's
 * script and the index of the page's language, fetched when the visitor first focuses a box, and results
 * grouped by section in a region with a live count. The box stays the plain GET form to the news search:
 * Enter still opens it, and the results end with a link to it for articles newer than the build. Imported by
 * search-box.ts on first focus.
 */
import { isLang, DEFAULT_LANG, type Lang } from '../../../shared/i18n/languages'
import {
  loadDictionary,
  translate,
  type Dictionary,
  type TranslateVars,
} from '../../../shared/i18n/translate'
import { loadPagefind, type Pagefind, type PagefindResultData } from '../../../shared/search/pagefind'
import { SEARCH_SECTION_FILTER, SEARCH_SECTIONS, type SearchSection } from '../../../shared/search/sections'

/** Results shown per section, each one small request for its fragment: a few, on a costly network. */
const PER_SECTION = 3
const MIN_QUERY = 2
const DEBOUNCE_MS = 200

type ResultData = PagefindResultData

/** One search per section (a filter), so that each shows its best pages however many the others have. */
async function searchBySection(
  api: Pagefind,
  query: string,
): Promise<{ total: number; results: ResultData[] }> {
  const bySection = await Promise.all(
    SEARCH_SECTIONS.map((section) => api.search(query, { filters: { [SEARCH_SECTION_FILTER]: section } })),
  )
  const results = await Promise.all(
    bySection.flatMap((search) => search.results.slice(0, PER_SECTION).map((result) => result.data())),
  )
  return { total: bySection.reduce((sum, search) => sum + search.results.length, 0), results }
}

function pageLang(): Lang {
  const lang = document.documentElement.lang
  return isLang(lang) ? lang : DEFAULT_LANG
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/** Pagefind's excerpt keeps only its text and the `<mark>` around the words found (no markup of the page). */
function excerptNodes(excerpt: string): Node[] {
  const template = document.createElement('template')
  template.innerHTML = excerpt
  return Array.from(template.content.childNodes, (node) =>
    node.nodeName === 'MARK'
      ? element('mark', 'bg-accent-100 text-inherit', node.textContent ?? '')
      : document.createTextNode(node.textContent ?? ''),
  )
}

function sectionOf(result: ResultData): SearchSection {
  const value = result.filters[SEARCH_SECTION_FILTER]?.[0]
  return SEARCH_SECTIONS.find((section) => section === value) ?? 'pages'
}

const LINK_CLASS =
  'focus-ring block rounded-md font-semibold text-brand-800 underline-offset-2 hover:underline'

let panels = 0

/** Wires one search form (the top bar's, the mobile menu's) to the site-wide search. */
export async function attachSiteSearch(form: HTMLFormElement, input: HTMLInputElement): Promise<void> {
  const lang = pageLang()
  const index = loadPagefind()
  index.catch(() => undefined) // Reported when the visitor searches.
  let texts: Dictionary = {}
  try {
    texts = await loadDictionary(lang, ['search'])
  } catch (error) {
    console.warn('The search texts could not be loaded.', error)
  }
  const t = (key: string, vars?: TranslateVars) => translate(texts, key, vars)

  const id = `site-search-${++panels}`
  const panel = element(
    'div',
    'absolute right-0 top-full z-40 mt-2 max-h-[70vh] w-[min(26rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 text-left text-sm text-slate-800 shadow-lg',
  )
  panel.id = id
  panel.setAttribute('role', 'region')
  panel.setAttribute('aria-label', t('search.results'))
  panel.hidden = true
  const status = element('p', 'px-1 text-slate-700')
  status.setAttribute('role', 'status')
  const groups = element('div', 'mt-2 space-y-3')
  const newer = element('a', `${LINK_CLASS} mt-3 border-t border-slate-200 px-1 pt-3 text-sm`)
  panel.append(status, groups, newer)
  form.append(panel)
  input.setAttribute('aria-controls', id)
  input.setAttribute('autocomplete', 'off')

  let shownQuery = ''
  const open = () => {
    panel.hidden = false
  }
  const close = () => {
    panel.hidden = true
  }
  const links = () => Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[href]'))

  const render = (query: string, total: number, results: ResultData[]) => {
    groups.replaceChildren()
    for (const section of SEARCH_SECTIONS) {
      const inSection = results.filter((result) => sectionOf(result) === section)
      if (inSection.length === 0) continue
      const labelId = `${id}-${section}`
      const label = element(
        'p',
        'px-1 text-xs font-bold uppercase tracking-wide text-slate-600',
        t(`search.section.${section}`),
      )
      label.id = labelId
      const list = element('ul', 'mt-1 space-y-1')
      list.setAttribute('aria-labelledby', labelId)
      for (const result of inSection) {
        const link = element('a', `${LINK_CLASS} px-1 py-0.5`, result.meta.title || result.url)
        link.href = result.url
        const excerpt = element('p', 'px-1 text-slate-700')
        excerpt.append(...excerptNodes(result.excerpt))
        const item = element('li', '')
        item.append(link, excerpt)
        list.append(item)
      }
      const group = element('div', '')
      group.append(label, list)
      groups.append(group)
    }
    const count = total === 0 ? 'none' : total === 1 ? 'one' : 'other'
    status.textContent = t(`search.count.${count}`, { count: total, query })
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  const update = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void search(), DEBOUNCE_MS)
  }
  const search = async () => {
    const query = input.value.trim()
    if (query.length < MIN_QUERY) {
      shownQuery = ''
      groups.replaceChildren()
      status.textContent = ''
      return close()
    }
    const news = new URL(form.action)
    news.searchParams.set('search', query)
    newer.href = news.pathname + news.search
    newer.textContent = t('search.newer', { query })
    open()
    if (query === shownQuery) return
    if (!shownQuery) status.textContent = t('search.loading')
    try {
      const { total, results } = await searchBySection(await index, query)
      if (input.value.trim() !== query) return // A later keystroke took over.
      shownQuery = query
      render(query, total, results)
    } catch (error) {
      console.warn('The site search could not run.', error)
      groups.replaceChildren()
      status.textContent = t('search.unavailable')
    }
  }

  // Escape closes the results until the visitor types again, also when it brings focus back to the box.
  let dismissed = false
  input.addEventListener('input', () => {
    dismissed = false
    update()
  })
  input.addEventListener('focus', () => {
    if (!dismissed) update()
  })
  form.addEventListener('keydown', (event) => {
    if (panel.hidden) return
    const items = links()
    const at = items.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      dismissed = true
      clearTimeout(timer)
      close()
      input.focus()
    } else if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault()
      items[Math.min(at + 1, items.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault()
      ;(at === 0 ? input : items[at - 1])?.focus()
    }
  })
  form.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node && form.contains(event.relatedTarget))) close()
  })
  document.addEventListener('pointerdown', (event) => {
    if (!panel.hidden && !(event.target instanceof Node && form.contains(event.target))) close()
  })
  if (document.activeElement === input) update()
}
