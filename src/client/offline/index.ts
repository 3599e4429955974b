/**
 * For costly and unreliable networks (docs/offline.md): the service worker, the saved-articles list where a
 * page has one (its code fetched only there), and smaller images when the visitor asks to save data.
 */
import { savesData } from '../../offline/save-data'
import { startServiceWorker } from './register-worker'
import { pickSmallestImages } from './save-data-images'

if (savesData()) pickSmallestImages(document)
startServiceWorker()
if (document.querySelector('[data-saved-articles]'))
  void import('./saved-list')
    .then(({ fillSavedLists }) => fillSavedLists(document))
    .catch((error: unknown) => console.warn('The saved articles could not be listed.', error))
