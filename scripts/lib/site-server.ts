import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer } from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import path from 'node:path'
import { createApi, type Api, type ApiOptions } from '../../server/index'
import { createStaticHandler } from './static-server'

/** A key and certificate (PEM) for serving over TLS. */
export interface TlsCertificate {
  key: string
  cert: string
}

/**
 * The built site and the reference API on one origin: what `npm start` and the end-to-end tests run. With
 * `sharedApi`, the site is served with an API another server already runs (the bench serves a twin of the site
 * beside it), which this one leaves open when it closes. With `tls`, it speaks HTTP/2 over TLS (HTTP/1.1 to a
 * client without HTTP/2), as the CDN does for visitors; the bench measures pages that way
 * (docs/architecture.md#the-bench).
 */
export async function startSiteServer(options: {
  distDir: string
  port: number
  host?: string
  api?: ApiOptions
  sharedApi?: Api
  tls?: TlsCertificate
}): Promise<{ url: string; api: Api; close(): Promise<void> }> {
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
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (builtFile(req.url) || !(await api.handle(req, res))) await serveStatic(req, res)
    })().catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  }
  // Node's HTTP/2 compatibility layer gives requests and responses the fields and methods these handlers use
  // (method, url, headers, socket, writeHead, end, piping), so both protocols share them.
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, handle as never)
    : createServer(handle)
  // Open connections (HTTP/2 sessions stay open between requests) are cut when the server closes.
  const sockets = new Set<Socket>()
  server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `${options.tls ? 'https' : 'http'}://${options.host ?? '127.0.0.1'}:${port}`,
    api,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
        if (!options.sharedApi) api.close()
      }),
  }
}
