/**
 * For costly and unreliable networks (docs/offline.md): the service worker, the saved-articles list where a
 * page has one, and smaller images when the visitor asks to save data. The list's code is part of the page
 * script, not a chunk of its own: the offline page shows it with no network, and the worker stores only the
 * files that page names.
 */
import { savesData } from '../../offline/save-data'
import { startServiceWorker } from './register-worker'
import { pickSmallestImages } from './save-data-images'
import { fillSavedLists } from './saved-list'

if (savesData()) pickSmallestImages(document)
startServiceWorker()
if (document.querySelector('[data-saved-articles]'))
  fillSavedLists(document).catch((error: unknown) =>
    console.warn('The saved articles could not be listed.', error),
  )
