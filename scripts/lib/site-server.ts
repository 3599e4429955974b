import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createApi, type Api, type ApiOptions } from '../../server/index'
import { createStaticHandler } from './static-server'

/**
 * The built site and the reference API on one origin: what `npm start` and the end-to-end tests run. With
 * `sharedApi`, the site is served with an API another server already runs (the bench serves a twin of the site
 * beside it), which this one leaves open when it closes.
 */
export async function startSiteServer(options: {
  distDir: string
  port: number
  host?: string
  api?: ApiOptions
  sharedApi?: Api
}): Promise<{ url: string; api: Api; server: Server; close(): Promise<void> }> {
  const api = options.sharedApi ?? createApi(options.api)
  const serveStatic = createStaticHandler(options.distDir)
  // The build's copies of the API's images (dist/media) win over the API's own /media, which the build
  // downloaded them from; everything under /api is the API's.
  const builtFile = (url: string | undefined) => {
    const pathname = new URL(url ?? '/', 'http://localhost').pathname
    return (
      pathname.startsWith('/media/') && existsSync(path.join(options.distDir, path.posix.normalize(pathname)))
    )
  }
  const server = createServer((req, res) => {
    void (async () => {
      if (builtFile(req.url) || !(await api.handle(req, res))) await serveStatic(req, res)
    })().catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    api,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
        if (!options.sharedApi) api.close()
      }),
  }
}
