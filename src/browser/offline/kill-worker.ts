/**
 * The kill switch (`SERVICE_WORKER=off` at build, README): shipped as dist/sw.js in place of the worker, it
 * replaces the installed one at a visitor's next page load, deletes the site's caches (but the articles the
 * reader saved, which a later worker serves again), unregisters itself and reloads the open pages, which the
 * network then serves as if there had never been a worker.
 */
import { retire } from './retire'

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface WindowClientLike {
  url: string
  navigate(url: string): Promise<unknown>
}
interface KillScope {
  readonly registration: { unregister(): Promise<boolean> }
  readonly clients: { matchAll(options: { type: 'window' }): Promise<WindowClientLike[]> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
}
const worker = self as unknown as KillScope

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()))

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await retire(worker.registration)
      const windows = await worker.clients.matchAll({ type: 'window' })
      await Promise.all(windows.map((client) => client.navigate(client.url).catch(() => null)))
    })(),
  )
})
