import { createElement, type ReactNode } from 'react'
import { renderToPipeableStream, renderToString as renderSynchronously } from 'react-dom/server'
import { HelmetProvider } from 'react-helmet-async'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server.js'
import type { RouteRecord } from 'vite-react-ssg'
import { Writable } from 'node:stream'

/**
 * One page rendered by React at build time, the way vite-react-ssg's own prerender does it (a static data
 * router, the head manager's context, every Suspense boundary resolved), minus what a whole-page app needs:
 * no hydration data script, no module preloads (only islands run in the browser, docs/islands.md). The build
 * runs this in its worker threads (scripts/build/prerender/worker.ts).
 */

/** What the app's entry (src/node/main.tsx, `ViteReactSSG`) gives the prerenderer for one path. */
export interface AppContext {
  routes: RouteRecord[]
  base: string
  routerOptions?: { future?: Record<string, boolean> }
}

export type CreateRoot = (client: boolean, routePath?: string) => Promise<AppContext>

/** A route loader or component failed while prerendering: the page would hold an error screen, not content. */
export class PrerenderError extends Error {}

type StaticHandlerContext = Exclude<
  Awaited<ReturnType<ReturnType<typeof createStaticHandler>['query']>>,
  Response
>

/** A path whose loaders have run: its data decides whether the page must be rendered again. */
export interface LoadedRoute {
  path: string
  loaderData: Record<string, unknown>
  render: () => Promise<RenderedHead & { appHtml: string }>
}

export interface RenderedHead {
  htmlAttributes: string
  bodyAttributes: string
  headTags: string
}

/** Markers of a Suspense boundary left unresolved (its fallback in the HTML), as React writes them. */
const UNRESOLVED_BOUNDARY = /<!--\$[!?]-->/

/**
 * The app's HTML. Most pages suspend nowhere once their route's modules are loaded, and React's string
 * renderer writes them without the stream's byte buffers (docs/architecture.md#the-page-phase); a page that
 * suspends (a lazy component not loaded yet) is rendered again as a stream that waits for every boundary.
 */
async function renderApp(app: () => ReactNode): Promise<string> {
  try {
    const html = renderSynchronously(app())
    if (!UNRESOLVED_BOUNDARY.test(html)) return html
  } catch {
    // Suspended outside any boundary: the stream waits for it.
  }
  return renderToString(app())
}

function renderToString(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString()
        next()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const { pipe } = renderToPipeableStream(app, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    })
  })
}

interface HelmetDatum {
  toString(): string
}

/** The head manager's tags and attributes, as vite-react-ssg reads them (an empty title is left out). */
function headOf(helmet: Record<string, HelmetDatum>): RenderedHead {
  const title = helmet.title!.toString()
  const tags = [
    title.split('>')[1] === '</title' ? '' : title,
    ...['meta', 'link', 'script'].map((kind) => helmet[kind]!.toString()),
  ]
  return {
    htmlAttributes: helmet.htmlAttributes!.toString(),
    bodyAttributes: helmet.bodyAttributes!.toString(),
    headTags: tags.join(''),
  }
}

/** Runs the loaders of `path`; a PrerenderError when one fails or answers with a redirect. */
export async function loadRoute(createRoot: CreateRoot, path: string): Promise<LoadedRoute> {
  const app = await createRoot(false, path)
  const { dataRoutes, query } = createStaticHandler([...app.routes], { basename: app.base })
  const context = await query(new Request(new URL(path, 'http://prerender.invalid')))
  if (context instanceof Response)
    throw new PrerenderError(`a loader answered with a response (${context.status}) instead of data`)
  const failures = Object.values((context as StaticHandlerContext).errors ?? {})
  if (failures.length) {
    const messages = failures.map((error) =>
      error instanceof Error
        ? error.message
        : ((error as { message?: string })?.message ?? JSON.stringify(error)),
    )
    throw new PrerenderError(`a route failed while prerendering: ${messages.join('; ')}`)
  }
  return {
    path,
    loaderData: context.loaderData,
    async render() {
      const router = createStaticRouter(dataRoutes, context, { future: app.routerOptions?.future })
      const helmetContext: { helmet?: Record<string, HelmetDatum> } = {}
      const appHtml = await renderApp(() =>
        createElement(
          HelmetProvider,
          { context: helmetContext },
          createElement(StaticRouterProvider, { router, context, hydrate: false }),
        ),
      )
      return { appHtml, ...headOf(helmetContext.helmet!) }
    },
  }
}
