import { useCallback, useEffect, useRef, useState } from 'react'
import { BEFORE_LANGUAGE_SWITCH } from '../../browser/page-script/frame/language-events'

/** Typing in the search box is debounced before the list is asked for (docs/behaviour.md#news-list). */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * The text of the search box. It follows the committed search of the URL (back button, clear filters) and
 * commits what the visitor types once they pause for `delay` ms, or at once on Enter (`flush`) and before a
 * language switch reads the address (docs/behaviour.md#language-switch).
 */
export function useSearchDraft(
  committed: string,
  commit: (search: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [draft, setDraft] = useState(committed)
  const [seen, setSeen] = useState(committed)
  if (seen !== committed) {
    // The URL changed under the box: show its search, unless it is what the box already holds (our own commit,
    // which must not eat a trailing space the visitor is typing).
    setSeen(committed)
    if (draft.trim() !== committed) setDraft(committed)
  }

  const latestCommit = useRef(commit)
  useEffect(() => {
    latestCommit.current = commit
  })

  useEffect(() => {
    if (draft.trim() === committed) return
    const timer = setTimeout(() => latestCommit.current(draft.trim()), delay)
    return () => clearTimeout(timer)
  }, [draft, committed, delay])

  const flush = useCallback(() => {
    if (draft.trim() !== committed) latestCommit.current(draft.trim())
  }, [draft, committed])

  useEffect(() => {
    window.addEventListener(BEFORE_LANGUAGE_SWITCH, flush)
    return () => window.removeEventListener(BEFORE_LANGUAGE_SWITCH, flush)
  }, [flush])

  return { draft, setDraft, flush }
}
