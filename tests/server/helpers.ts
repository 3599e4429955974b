import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startApiServer, type ApiOptions, type ApiServer } from '../../server/index'
import { ensureMedia } from '../../server/media/ensure'

export interface TestServer extends ApiServer {
  dataDir: string
  /** Stops the server and deletes its data folder. */
  stop(): Promise<void>
}

export function makeDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'ahb-api-test-'))
}

let mediaCache: Promise<string> | undefined

/** The seed pictures, generated once per test process, for suites that start many servers. */
function cachedMedia(): Promise<string> {
  mediaCache ??= (async () => {
    const root = makeDataDir()
    process.once('exit', () => rmSync(root, { recursive: true, force: true }))
    const dir = join(root, 'media')
    await ensureMedia(dir)
    return dir
  })()
  return mediaCache
}

/**
 * A real server on 127.0.0.1 with an ephemeral port and a data folder of its own. With `sharedMedia`, the
 * pictures are copied in from a per-process cache instead of being generated again (the server still checks
 * that every one is present).
 */
export async function startTestServer(
  options: ApiOptions = {},
  { sharedMedia = false } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? makeDataDir()
  if (sharedMedia) cpSync(await cachedMedia(), join(dataDir, 'media'), { recursive: true })
  // Tests post as soon as they hold a form token; the minimum wait has its own tests.
  const server = await startApiServer({ commentMinSeconds: 0, ...options, dataDir })
  return {
    ...server,
    dataDir,
    async stop() {
      await server.close()
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function getJson<T = unknown>(
  base: string,
  path: string,
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(base + path)
  const body = (await res.json()) as T
  return { status: res.status, body, headers: res.headers }
}

/** A fresh form token, as the comment form gets one when it opens. */
export async function formToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/comments/token/`)
  if (res.status !== 200) throw new Error(`No form token: ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

/**
 * Posts JSON. A comment post given as an object without `form_token` gets a fresh token first, as the form
 * sends one; pass a string (or a `form_token` of your own) to send exactly what you wrote.
 */
export async function postJson<T = unknown>(
  base: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers; text: string }> {
  const needsToken =
    path === '/api/comments/' &&
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    !('form_token' in payload)
  const sent = needsToken ? { ...payload, form_token: await formToken(base) } : payload
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof sent === 'string' ? sent : JSON.stringify(sent),
  })
  const text = await res.text()
  let body: T
  try {
    body = JSON.parse(text) as T
  } catch {
    body = undefined as T
  }
  return { status: res.status, body, headers: res.headers, text }
}

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * A request through node:http, for what fetch refuses to send: a chosen Host header, a raw path, a body
 * streamed in chunks without Content-Length.
 */
export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; chunks?: (string | Buffer)[] },
): Promise<RawResponse> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        setHost: !options.headers || !Object.keys(options.headers).some((h) => h.toLowerCase() === 'host'),
      },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (chunk: Buffer) => parts.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    for (const chunk of options.chunks ?? []) req.write(chunk)
    req.end()
  })
}

export interface ArticleJson {
  id: number
  slug: string
  title_fr: string
  title_en: string
  description_fr: string
  description_en: string
  cover_image_url: string | null
  published_at: string
  author_name: string | null
  category: number | null
  category_info: { id: number; libelle_fr: string; libelle_en: string } | null
}

export interface ArticleList {
  results: ArticleJson[]
  pagination: { page: number; page_size: number; total_pages: number; total_count: number }
}

/** ISO 8601 with seconds and an explicit numeric offset, as a Django back-end in Benin answers. */
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?[+-]\d{2}:\d{2}$/

export function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
}
