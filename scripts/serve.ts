/** `npm run serve`: serves dist/ like the CDN does (see scripts/lib/static-server.ts). PORT, default 4173. */
import { createServer } from 'node:http'
import { createStaticHandler } from './lib/static-server'

const port = Number(process.env.PORT ?? 4173)
const handle = createStaticHandler(process.env.DIST_DIR ?? 'dist')

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500).end()
  })
}).listen(port, () => console.log(`Serving dist/ at http://localhost:${port}`))
