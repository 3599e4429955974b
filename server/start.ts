import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApiInstance } from './api'
import { connectionOptions, limitConnections } from './http/connections'
import { error, sendReply } from './http/reply'
import type { ApiServer, ApiServerOptions } from './types'

/** Starts the API on its own HTTP server; resolves once it listens and every seed picture is on disk. */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const { port = 0, host = '127.0.0.1', ...apiOptions } = options
  const { api, mediaReady, options: resolved } = createApiInstance(apiOptions)
  const server = createServer(connectionOptions(resolved.bodyTimeoutMs), (req, res) => {
    void api.handle(req, res).then((handled) => {
      if (!handled) sendReply(res, error(404, 'Ressource non trouvée'))
    })
  })
  limitConnections(server, {
    maxConnections: resolved.maxConnections,
    perAddress: resolved.maxConnectionsPerAddress,
    trust: resolved.trustProxy,
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (cause) {
    api.close()
    throw cause
  }
  await mediaReady
  const address = server.address() as AddressInfo
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  let closing: Promise<void> | undefined
  return {
    url: `http://${shownHost}:${address.port}`,
    api,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          api.close()
          resolve()
        })
        server.closeAllConnections()
      })
      return closing
    },
  }
}
