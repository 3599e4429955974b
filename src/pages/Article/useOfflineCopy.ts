import { useCallback } from 'react'
import { filesOfDocument } from '../../browser/offline/page-files'
import { canSaveOffline, removeArticle, saveArticle } from '../../browser/offline/saved-articles'

/**
 * "Sauvegarder" keeps this page and its images in the browser for offline reading; "Sauvegardé" pressed again
 * removes them (docs/offline.md). Where the browser cannot (no service worker or cache), the choice stays a
 * mark in local storage only, as before. `onError` is told when the copy could not be made.
 */
export function useOfflineCopy(title: string, onError: () => void): (save: boolean) => void {
  return useCallback(
    (save: boolean) => {
      if (!canSaveOffline()) return
      const url = `${window.location.origin}${window.location.pathname}`
      const work = save ? saveArticle(url, title, filesOfDocument(document)) : removeArticle(url)
      work.catch((error: unknown) => {
        console.warn('The offline copy failed.', error)
        if (save) onError()
      })
    },
    [title, onError],
  )
}
