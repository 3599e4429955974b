import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { adminContentSecurityPolicy, adminHeaders } from '../build/security-headers'
import { createStaticHandler } from '../lib/static-server'
import { ADMIN_PATH, writeAdmin } from './admin'
import { API_PATH, createApiProxy, sendError } from './api-proxy'
import { isOwnHost, ownOrigin } from './own-origin'

/**
 * `npm run cms` without the site: Decap CMS on http://localhost with its local back-end (decap-server, in its
 * file-system mode), which reads and writes the files of `repoDir` directly — no GitHub, no outside service.
 * Saving an entry writes its Markdown file; the editorial workflow (branch and pull request) is GitHub's.
 *
 * One origin serves the admin page and, at /api/v1, the back-end's API; decap-server itself listens on a
 * private socket only this server talks to. Requests for another host are refused, and the API forwards only
 * the CMS page's own requests for content/ and the media folder
 * (docs/architecture.md#the-cms-on-an-editors-machine).
 */

export interface CmsServer {
  /** http://localhost:<port>/admin */
  url: string
  close(): Promise<void>
}

export interface CmsServerOptions {
  /** The repository whose content/ and public/images/pages the CMS edits (default: the working copy). */
  repoDir?: string
  /** 0 picks a free port. */
  port?: number
  /** Where the admin page is written (default .cache/cms). */
  workDir?: string
  /** Prints decap-server's log. */
  verbose?: boolean
}

const PROJECT_DIR = path.resolve(import.meta.dirname, '../..')
const BACKEND_ENTRY = path.join(import.meta.dirname, 'backend.ts')

/** A folder of this user's (mkdtemp makes it 0700) for the back-end's socket; a named pipe on Windows. */
async function privateSocket(): Promise<{ socketPath: string; dir?: string }> {
  if (process.platform === 'win32') return { socketPath: `\\\\.\\pipe\\ahb-cms-${randomUUID()}` }
  const dir = await mkdtemp(path.join(tmpdir(), 'ahb-cms-socket-'))
  return { socketPath: path.join(dir, 'decap.sock'), dir }
}

/** Waits until decap-server answers its `info` action (at most 20 s). */
async function waitForBackend(socketPath: string, child: ChildProcess): Promise<void> {
  const body = JSON.stringify({ action: 'info' })
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped (exit code ${child.exitCode})`)
    const answered = await new Promise<boolean>((resolve) => {
      const req = request(
        { socketPath, path: API_PATH, method: 'POST', headers: { 'Content-Type': 'application/json' } },
        (res) => {
          res.resume()
          resolve(res.statusCode === 200)
        },
      )
      req.on('error', () => resolve(false))
      req.end(body)
    })
    if (answered) return
    await delay(200)
  }
  throw new Error(`decap-server did not answer on ${socketPath}`)
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
}

export async function startCmsServer(options: CmsServerOptions = {}): Promise<CmsServer> {
  const repoDir = path.resolve(options.repoDir ?? process.cwd())
  const workDir = path.resolve(options.workDir ?? '.cache/cms')
  const { socketPath, dir: socketDir } = await privateSocket()
  const removeSocket = () => {
    if (socketDir) rmSync(socketDir, { recursive: true, force: true })
  }

  // The port first: decap-server's ORIGIN and the admin configuration name it.
  const server = createServer()
  let port: number
  try {
    port = await listen(server, options.port ?? 8080)
  } catch (error) {
    removeSocket()
    throw error
  }
  const origin = ownOrigin(port)

  // The admin page from workDir; the images it previews from the repository's public/ folder; the API.
  const admin = createStaticHandler(workDir)
  const publicFiles = createStaticHandler(path.join(repoDir, 'public'))
  const api = createApiProxy({ socketPath, port, repoDir })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A page rebound to 127.0.0.1 (DNS rebinding) names its own host: it reads and sends nothing here.
    if (!isOwnHost(req.headers.host, port)) {
      sendError(res, 421, `Hôte refusé : le CMS local ne répond qu'à localhost:${port} et 127.0.0.1:${port}.`)
      return
    }
    const target = req.url ?? '/'
    const pathname = target.split('?')[0]!
    if (pathname !== API_PATH && !req.headers.host!.toLowerCase().startsWith('localhost')) {
      // One origin for the page and its API, the one the configuration names (127.0.0.1 would be another).
      res.writeHead(302, { Location: `${origin}${target.startsWith('/') ? target : ADMIN_PATH}` }).end()
      return
    }
    if (pathname === '/') {
      res.writeHead(302, { Location: ADMIN_PATH }).end()
      return
    }
    const handle =
      pathname === API_PATH
        ? api
        : pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)
          ? admin
          : publicFiles
    handle(req, res).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()))

  const backend = spawn(process.execPath, ['--import', 'tsx', BACKEND_ENTRY, socketPath], {
    cwd: PROJECT_DIR,
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: repoDir,
      // decap-server's CORS answer names the CMS page's origin alone, rather than any localhost port.
      ORIGIN: origin,
      LOG_LEVEL: options.verbose ? 'info' : 'warn',
    },
    stdio: ['ignore', options.verbose ? 'inherit' : 'ignore', 'inherit'],
  })
  const stopBackend = () => {
    if (backend.exitCode === null) backend.kill()
    removeSocket()
  }
  // The back-end never outlives this process, however it ends.
  process.once('exit', stopBackend)
  try {
    await waitForBackend(socketPath, backend)
    await writeAdmin(workDir, { localBackendUrl: `${origin}${API_PATH}` })
    // The site's policy for /admin: the API is the page's own origin, which 'self' allows.
    await writeFile(path.join(workDir, '_headers'), adminHeaders(adminContentSecurityPolicy()))
    await mkdir(path.join(repoDir, 'public'), { recursive: true })
  } catch (error) {
    stopBackend()
    await closeServer()
    throw error
  }
  return {
    url: `${origin}${ADMIN_PATH}`,
    close: async () => {
      process.off('exit', stopBackend)
      stopBackend()
      await closeServer()
    },
  }
}
