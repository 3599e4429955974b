import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { adminContentSecurityPolicy, adminHeaders } from '../build/security-headers'
import { createStaticHandler } from '../lib/static-server'
import { ADMIN_PATH, writeAdmin } from './admin'

/**
 * `npm run cms` without the site: Decap CMS on http://localhost with its local back-end (decap-server, in its
 * file-system mode), which reads and writes the files of `repoDir` directly — no GitHub, no outside service.
 * Saving an entry writes its Markdown file; the editorial workflow (branch and pull request) is GitHub's.
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

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Waits until decap-server answers its `info` action (at most 20 s). */
async function waitForBackend(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped (exit code ${child.exitCode})`)
    const answered = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await delay(200)
  }
  throw new Error(`decap-server did not answer at ${url}`)
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
  const backendPort = await freePort()
  const backendUrl = `http://127.0.0.1:${backendPort}/api/v1`

  const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
  const backend = spawn(process.execPath, [decapServer], {
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(backendPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repoDir,
      LOG_LEVEL: options.verbose ? 'info' : 'warn',
    },
    stdio: ['ignore', options.verbose ? 'inherit' : 'ignore', 'inherit'],
  })
  const stopBackend = () => {
    if (backend.exitCode === null) backend.kill()
  }
  // The back-end never outlives this process, however it ends.
  process.once('exit', stopBackend)
  try {
    await waitForBackend(backendUrl, backend)
    await writeAdmin(workDir, { localBackendUrl: backendUrl })
    // The same policy as on the site, plus the local back-end.
    await writeFile(
      path.join(workDir, '_headers'),
      adminHeaders(adminContentSecurityPolicy({ extraConnect: [backendUrl] })),
    )
    await mkdir(path.join(repoDir, 'public'), { recursive: true })
  } catch (error) {
    stopBackend()
    throw error
  }

  // The admin page from workDir; the images it previews from the repository's public/ folder.
  const admin = createStaticHandler(workDir)
  const publicFiles = createStaticHandler(path.join(repoDir, 'public'))
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    if (pathname === '/') {
      res.writeHead(302, { Location: ADMIN_PATH }).end()
      return
    }
    const handle = pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`) ? admin : publicFiles
    handle(req, res).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  let port: number
  try {
    port = await listen(server, options.port ?? 8080)
  } catch (error) {
    stopBackend()
    throw error
  }
  return {
    url: `http://localhost:${port}${ADMIN_PATH}`,
    close: async () => {
      stopBackend()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
