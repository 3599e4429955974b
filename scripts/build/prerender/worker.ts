import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { link, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { createRoot } from '../../../src/node/main'
import { setBuiltIslandUrls } from '../../../src/node/islands/urls'
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
const finisher = new PageFinisher(setup.stagingDir, setup.verifyCss)
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

async function buildPage(routePath: string): Promise<PageResult> {
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
    if (kept) return { path: routePath, key, rendered: false }
  }
  const rendered = await loaded.render()
  const html = await finisher.finish(fillTemplate(template, rendered, rendered.appHtml))
  await writeFile(target, html)
  return { path: routePath, key, rendered: true }
}

async function handle(message: ToWorker): Promise<void> {
  if (message.type === 'stop') {
    const reply: FromWorker = { type: 'stopped', css: finisher.cssExtractions }
    port.postMessage(reply)
    port.close()
    return
  }
  const results: PageResult[] = []
  for (const routePath of message.paths) {
    try {
      results.push(await buildPage(routePath))
    } catch (error) {
      const reply: FromWorker = {
        type: 'failed',
        path: routePath,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }
      port.postMessage(reply)
      return
    }
  }
  const reply: FromWorker = { type: 'done', results }
  port.postMessage(reply)
}

// The main thread sends a batch ahead; batches are built one after the other, in the order they came.
const port = parentPort!
let queue = Promise.resolve()
port.on('message', (message: ToWorker) => {
  queue = queue.then(() => handle(message))
})
