import { mkdtemp, rm } from 'node:fs/promises'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** A small programmable back-end on 127.0.0.1 for the pipeline tests: one handler per path. */

export type Handler = (url: URL, req: IncomingMessage, res: ServerResponse) => void | Promise<void>

export interface FakeApi {
  url: string
  routes: Map<string, Handler>
  /** Requests per path (query ignored). */
  hits: Map<string, number>
  /** Most requests in flight at once. */
  maxInFlight: number
  close(): Promise<void>
}

export function json(body: unknown, status = 200): Handler {
  return (_url, _req, res) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }
}

export function delayed(ms: number, handler: Handler): Handler {
  return (url, req, res) =>
    new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => handler(url, req, res))
}

export async function startFakeApi(routes: Record<string, Handler>): Promise<FakeApi> {
  const state = { inFlight: 0 }
  const api = {
    url: '',
    routes: new Map(Object.entries(routes)),
    hits: new Map<string, number>(),
    maxInFlight: 0,
    close: async () => {},
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    api.hits.set(url.pathname, (api.hits.get(url.pathname) ?? 0) + 1)
    state.inFlight++
    api.maxInFlight = Math.max(api.maxInFlight, state.inFlight)
    res.on('close', () => state.inFlight--)
    const handler = api.routes.get(url.pathname)
    if (!handler) {
      json({ error: 'Not found' }, 404)(url, req, res)
      return
    }
    Promise.resolve(handler(url, req, res)).catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  api.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return api
}

/** A port nothing listens on: bound, read, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export async function tempDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `ahb-${prefix}-`))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
