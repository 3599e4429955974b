import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { link, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { createRoot } from '../../../src/node/main'
import { setBuiltIslandUrls } from '../../../src/node/islands/urls'
import { isIndexable } from '../built-pages'
import { islandUrlsOf } from '../islands'
import { PageFinisher } from '../finish-page'
import { fillTemplate, type PageTemplate } from './page-template'
import { loadRoute, type CreateRoot } from './render-route'
import { pageFileOf } from './page-file'
import type { PageResult, ToWorker, WorkerSetup, FromWorker } from './messages'

/**
 * A prerender worker thread (scripts/build/prerender/index.ts starts one per core). Vite's server build
 * bundles it with the app, so it runs on plain Node: no TypeScript loader between the page loop and its
 * imports. For each path it is sent it runs the route's loaders, and renders and finishes the page only when
 * the page's inputs differ from the previous build's (docs/architecture.md#the-build).
 */
const setup = workerData as WorkerSetup
const template: PageTemplate = setup.template
/** Claims sent to the main thread, by shape key, until it answers (messages.ts). */
const claims = new Map<string, (css: string | null) => void>()
const finisher = new PageFinisher(setup.stagingDir, setup.verifyCss, {
  claim: (key) =>
    new Promise((resolve) => {
      claims.set(key, resolve)
      const message: FromWorker = { type: 'claim-css', key }
      port.postMessage(message)
    }),
  publish: (key, css) => {
    const message: FromWorker = { type: 'publish-css', key, css }
    port.postMessage(message)
  },
})
/** The staging folder's folders this worker has made. */
const folders = new Set<string>()
// Each island's element names its chunk of the browser bundle, already in the staging folder.
setBuiltIslandUrls(
  islandUrlsOf(JSON.parse(readFileSync(path.join(setup.stagingDir, '.vite', 'manifest.json'), 'utf8'))),
)

/** The page's inputs: the code and template of this build, its path, and what its loaders returned. */
function inputKey(routePath: string, loaderData: unknown): string {
  return createHash('sha256')
    .update(setup.fingerprint)
    .update('\0')
    .update(routePath)
    .update('\0')
    .update(JSON.stringify(loaderData))
    .digest('base64url')
}

/**
 * The page's result, and the write of its file when it was rendered: the worker renders the next page while
 * the disk writes this one, and awaits a batch's writes before it reports the batch
 * (docs/architecture.md#the-page-phase).
 */
async function buildPage(routePath: string): Promise<{ result: PageResult; written?: Promise<void> }> {
  const loaded = await loadRoute(createRoot as unknown as CreateRoot, routePath)
  const key = inputKey(routePath, loaded.loaderData)
  const file = pageFileOf(routePath)
  const target = path.join(setup.stagingDir, file)
  const folder = path.dirname(target)
  // One mkdir per folder, not per page (docs/architecture.md#the-page-phase).
  if (!folders.has(folder)) {
    await mkdir(folder, { recursive: true })
    folders.add(folder)
  }
  if (setup.previous[routePath] === key) {
    // Unchanged inputs: the previous output is this page, byte for byte; a link keeps it without writing.
    const kept = await link(path.join(setup.previousDir, file), target).then(
      () => true,
      () => false,
    )
    if (kept) return { result: { path: routePath, key, rendered: false } }
  }
  const rendered = await loaded.render()
  const html = await finisher.finish(fillTemplate(template, rendered, rendered.appHtml))
  return {
    result: { path: routePath, key, rendered: true, noindex: !isIndexable(html) },
    written: writeFile(target, html),
  }
}

function failure(routePath: string, error: unknown): FromWorker {
  return {
    type: 'failed',
    path: routePath,
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }
}

async function handle(message: Exclude<ToWorker, { type: 'css' }>): Promise<void> {
  if (message.type === 'stop') {
    const reply: FromWorker = { type: 'stopped', css: finisher.cssExtractions }
    port.postMessage(reply)
    port.close()
    return
  }
  const results: PageResult[] = []
  const writes: Promise<FromWorker | undefined>[] = []
  for (const routePath of message.paths) {
    try {
      const { result, written } = await buildPage(routePath)
      results.push(result)
      if (written)
        writes.push(
          written.then(
            () => undefined,
            (error: unknown) => failure(routePath, error),
          ),
        )
    } catch (error) {
      await Promise.all(writes)
      port.postMessage(failure(routePath, error))
      return
    }
  }
  // Every file of the batch is on disk before the main thread hears of it (the search index reads them).
  const failed = (await Promise.all(writes)).find((reply) => reply !== undefined)
  if (failed) {
    port.postMessage(failed)
    return
  }
  const reply: FromWorker = { type: 'done', results }
  port.postMessage(reply)
}

// The main thread sends a batch ahead; batches are built one after the other, in the order they came.
const port = parentPort!
let queue = Promise.resolve()
port.on('message', (message: ToWorker) => {
  // An answer goes to the page waiting for it, not behind that page in the queue.
  if (message.type === 'css') {
    claims.get(message.key)?.(message.css)
    claims.delete(message.key)
  } else queue = queue.then(() => handle(message))
})
