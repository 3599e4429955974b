import type { Server } from 'node:http'
import { createRequire } from 'node:module'

/**
 * decap-server's file-system back-end (its own middlewares, as its server would mount them), run by
 * scripts/cms/server.ts as a process of its own and listening on the private socket it is given rather than
 * on a TCP port: no browser, and no page rebound to 127.0.0.1, can reach it but through the CMS server's
 * checks (docs/architecture.md#the-cms-on-an-editors-machine). It reads GIT_REPO_DIRECTORY and ORIGIN from
 * its environment.
 */

interface ExpressApp {
  listen(path: string, callback: () => void): Server
}

const socketPath = process.argv[2]
if (!socketPath) throw new Error('usage: backend.ts <socket path>')

// express is decap-server's own dependency: load the copy it loads.
const fromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server/package.json'))
const express = fromDecap('express') as () => ExpressApp
const { registerLocalFs } = fromDecap('./dist/middlewares') as {
  registerLocalFs(app: ExpressApp, options: { logLevel?: string }): Promise<void>
}

const app = express()
await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL })
app.listen(socketPath, () => undefined)
