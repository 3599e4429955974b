import type { CssExtractions } from '../finish-page'
import type { PageTemplate } from './page-template'

/** What the prerender's main thread and its workers tell each other (scripts/build/prerender/). */

export interface WorkerSetup {
  template: PageTemplate
  /** Where this build's output is assembled; the client bundle is already there. */
  stagingDir: string
  /** The previous build's output, whose unchanged pages are kept. */
  previousDir: string
  /** Each page's input key in the previous build (empty for a full build). */
  previous: Record<string, string>
  /** The hash of everything every page depends on: the server and client bundles, the template. */
  fingerprint: string
  verifyCss: boolean
}

export interface PageResult {
  path: string
  key: string
  /** False when the previous output was kept. */
  rendered: boolean
  /** A rendered page: whether it says noindex (the sitemap leaves it out without reading it again). */
  noindex?: boolean
}

/** The workers' common cache of first-screen CSS (SharedFirstScreenCss): an answer to a `claim`. */
export interface CssAnswer {
  type: 'css'
  key: string
  /** Null: the asking worker extracts it. */
  css: string | null
}

export type ToWorker = { type: 'pages'; paths: string[] } | { type: 'stop' } | CssAnswer

export type FromWorker =
  | { type: 'done'; results: PageResult[] }
  | { type: 'claim-css'; key: string }
  | { type: 'publish-css'; key: string; css: string }
  | { type: 'failed'; path: string; message: string }
  | { type: 'stopped'; css: CssExtractions }
