import type { RememberMessage } from '../../offline/messages'
import { WORKER_PATH } from '../../../shared/offline/rules'
import { loadedFiles } from '../../offline/page-files'
import { deleteSiteCaches } from '../../offline/retire'
import { workerTurnedOff } from '../../offline/switch'
import { whenIdle } from '../../idle'

/**
 * A service worker only where the connection is private: HTTPS, or this machine (what browsers treat as
 * secure for development and tests). Never over plain HTTP elsewhere, where a worker could be planted.
 */
export function mayRegisterWorker(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return (
    location.protocol === 'https:' ||
    (location.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname))
  )
}

/**
 * Registers the worker once the page has loaded (it never competes with the page's own files). The first page
 * is not the worker's — it was not running yet — so the page then tells it what it loaded, to be kept like
 * any page read later. A page the worker already controls registers nothing: the browser checks for a new
 * worker on every navigation by itself, and a register() call would revive a worker that has just retired
 * because the deploy no longer ships it (docs/offline.md#a-deploy-without-the-worker). With the kill
 * switch, it only removes a worker an earlier build installed.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !mayRegisterWorker(window.location)) return
  const container = navigator.serviceWorker
  if (workerTurnedOff) {
    void container
      .getRegistrations()
      .then((registrations) => registrations.forEach((r) => void r.unregister()))
    return
  }
  if (container.controller) return
  const start = () =>
    container
      .getRegistrations()
      // With no worker registered, none of the site's caches is in use: one a retired worker deleted can still
      // be listed, empty, by the browser (docs/offline.md#a-deploy-without-the-worker).
      .then((registrations) => (registrations.length === 0 ? deleteSiteCaches() : undefined))
      .then(() => container.register(WORKER_PATH, { scope: '/', updateViaCache: 'none' }))
      .then(() => container.ready)
      .then((registration) => {
        const message: RememberMessage = {
          type: 'remember',
          page: window.location.href.split('#')[0]!,
          files: loadedFiles(document),
        }
        registration.active?.postMessage(message)
      })
      .catch((error: unknown) => console.warn('Offline reading is not available.', error))
  // Once the main thread is idle too, so that it does not join the load event's task (docs/islands.md#the-page-script).
  const later = () => void whenIdle().then(start)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}
