import { request, type IncomingMessage, type ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { checkRequestedPaths, Refusal } from './api-paths'
import { isOwnOrigin, ownOrigin } from './own-origin'

/**
 * `/api/v1` of the CMS server: Decap's proxy protocol, forwarded to decap-server over its private socket once
 * the request is the CMS page's own (its Origin) and every path it carries is one the CMS may touch
 * (scripts/cms/api-paths.ts). decap-server gets the JSON we checked, written anew, never the bytes received
 * (docs/architecture.md#the-cms-on-an-editors-machine).
 */

export const API_PATH = '/api/v1'

/** decap-server's own body limit: a page's images, base64-encoded. */
const BODY_LIMIT = 50 * 1024 * 1024

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
}

export function sendError(
  res: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { ...JSON_HEADERS, ...headers }).end(JSON.stringify({ error }))
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT)
    throw new Refusal(413, 'Envoi trop volumineux.')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > BODY_LIMIT) throw new Refusal(413, 'Envoi trop volumineux.')
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
  } catch {
    throw new Refusal(400, 'Le corps de la requête doit être du JSON.')
  }
}

/** Refuses what is not the CMS page's own request, then returns its checked body. */
async function checkedBody(req: IncomingMessage, port: number, repoDir: string): Promise<unknown> {
  if (req.method !== 'POST') throw new Refusal(405, 'Seule la méthode POST est acceptée.')
  if (!isOwnOrigin(req.headers.origin, port)) {
    throw new Refusal(
      403,
      `Origine refusée : seule la page du CMS (${ownOrigin(port)}) peut appeler son API.`,
    )
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') throw new Refusal(415, 'Le corps de la requête doit être du JSON.')
  const body = await readJson(req)
  await checkRequestedPaths(repoDir, body)
  return body
}

export function createApiProxy(options: { socketPath: string; port: number; repoDir: string }) {
  const { socketPath, port, repoDir } = options
  return async function proxy(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown
    try {
      body = await checkedBody(req, port, repoDir)
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      // An unread body is left behind: the connection cannot serve another request.
      sendError(res, error.status, error.message, {
        ...(error.status === 405 ? { Allow: 'POST' } : {}),
        ...(req.complete ? {} : { Connection: 'close' }),
      })
      return
    }
    const payload = Buffer.from(JSON.stringify(body))
    const upstream = await new Promise<IncomingMessage | undefined>((resolve) => {
      const forward = request(
        {
          socketPath,
          path: API_PATH,
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': payload.length,
            Origin: ownOrigin(port),
          },
        },
        resolve,
      )
      forward.on('error', () => resolve(undefined))
      forward.end(payload)
    })
    if (!upstream) {
      sendError(res, 502, 'Le serveur local du CMS (decap-server) ne répond pas : relancez npm run cms.')
      return
    }
    res.writeHead(upstream.statusCode ?? 502, {
      ...JSON_HEADERS,
      'Content-Type': upstream.headers['content-type'] ?? JSON_HEADERS['Content-Type'],
    })
    await pipeline(upstream, res)
  }
}
