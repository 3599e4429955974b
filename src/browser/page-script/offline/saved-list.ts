import { canSaveOffline, listSavedArticles } from '../../offline/saved-articles'
import { langOf } from '../../../shared/i18n/languages'
import { langFromPath } from '../../../shared/i18n/paths'

type SavedState = 'needs-script' | 'unsupported' | 'empty' | 'list'

function show(section: HTMLElement, state: SavedState): void {
  for (const part of section.querySelectorAll<HTMLElement>('[data-saved-state]'))
    part.hidden = part.dataset.savedState !== state
}

/**
 * Fills the saved-articles list (src/pages/SavedArticles) from the browser's cache: the articles as links, or
 * the one message that is true here — none saved, or a browser (or a build with the kill switch) that cannot
 * keep them. Its prerendered text says a script is needed.
 */
export async function fillSavedLists(doc: Document): Promise<void> {
  for (const section of doc.querySelectorAll<HTMLElement>('[data-saved-articles]')) {
    if (!canSaveOffline()) {
      show(section, 'unsupported')
      continue
    }
    const articles = await listSavedArticles().catch(() => null)
    if (articles === null) {
      show(section, 'unsupported')
      continue
    }
    const list = section.querySelector<HTMLElement>('[data-saved-state="list"]')
    if (!list || articles.length === 0) {
      show(section, 'empty')
      continue
    }
    list.replaceChildren(
      ...articles.map(({ url, title }) => {
        const item = doc.createElement('li')
        const link = doc.createElement('a')
        const path = new URL(url).pathname
        link.href = path
        link.lang = langOf(langFromPath(path))
        link.textContent = title
        link.className = 'font-semibold text-brand-700 underline hover:text-brand-800'
        item.append(link)
        return item
      }),
    )
    show(section, 'list')
  }
}
