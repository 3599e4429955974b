import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApi, type Api, type ApiOptions } from '../../server/index'
import { createStaticHandler } from './static-server'

/** The built site and the reference API on one origin: what `npm start` and the end-to-end tests run. */
export async function startSiteServer(options: {
  distDir: string
  port: number
  host?: string
  api?: ApiOptions
}): Promise<{ url: string; api: Api; server: Server; close(): Promise<void> }> {
  const api = createApi(options.api)
  const serveStatic = createStaticHandler(options.distDir)
  const server = createServer((req, res) => {
    void (async () => {
      if (!(await api.handle(req, res))) await serveStatic(req, res)
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
        api.close()
      }),
  }
}
