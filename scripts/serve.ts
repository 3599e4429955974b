/**
 * `npm run serve`: serves dist/ like the CDN does (see scripts/lib/static-server.ts). PORT (default 4173) and
 * HOST (default 127.0.0.1: this machine only; HOST=0.0.0.0 opens it to the network).
 */
import { createServer } from 'node:http'
import { createStaticHandler } from './lib/static-server'

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST || '127.0.0.1'
const handle = createStaticHandler(process.env.DIST_DIR ?? 'dist')

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500).end()
  })
}).listen(port, host, () => console.log(`Serving dist/ at http://${host}:${port}`))
