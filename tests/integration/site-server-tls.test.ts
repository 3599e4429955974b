import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loopbackCertificate } from '../../scripts/bench/loopback-tls'
import { startSiteServer } from '../../scripts/lib/site-server'

/** The site server over HTTP/2 and TLS, as the bench runs it (docs/architecture.md#the-bench), over real HTTP/2. */

let root: string
let site: Awaited<ReturnType<typeof startSiteServer>>

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ahb-tls-'))
  const dist = join(root, 'dist')
  mkdirSync(join(dist, 'fr'), { recursive: true })
  writeFileSync(join(dist, '404.html'), '<p>page introuvable</p>')
  writeFileSync(join(dist, 'fr', 'about.html'), '<p>à propos</p>')
  writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n')
  site = await startSiteServer({
    distDir: dist,
    port: 0,
    api: { dataDir: join(root, 'data') },
    tls: await loopbackCertificate(),
  })
})

afterAll(async () => {
  await site.close()
  rmSync(root, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Record<string, unknown>
  body: Buffer
}

/** Requests on one HTTP/2 session, which is left open (the server must cut it when it closes). */
function session() {
  const client = connect(site.url, { rejectUnauthorized: false })
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const stream = client.request({ ':path': path, ...headers })
      const chunks: Buffer[] = []
      let answer: Omit<Answer, 'body'> | undefined
      stream.on('response', (head) => (answer = { status: Number(head[':status']), headers: head }))
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => resolve({ ...answer!, body: Buffer.concat(chunks) }))
      stream.on('error', reject)
    })
  return { client, get }
}

describe('site server over HTTP/2 and TLS', () => {
  it('serves pages compressed with their _headers rules, the 404 page, and the API, on one session', async () => {
    const { client, get } = session()
    try {
      const about = await get('/fr/about', { 'accept-encoding': 'br' })
      expect(client.alpnProtocol).toBe('h2')
      expect(about.status).toBe(200)
      expect(about.headers['content-encoding']).toBe('br')
      expect(about.headers['x-frame-options']).toBe('DENY')
      expect(brotliDecompressSync(about.body).toString('utf8')).toContain('à propos')
      const missing = await get('/fr/nulle-part')
      expect(missing.status).toBe(404)
      expect(missing.body.toString('utf8')).toContain('page introuvable')
      const categories = await get('/api/categories/')
      expect(categories.status).toBe(200)
      expect(JSON.parse(categories.body.toString('utf8'))).toBeTypeOf('object')
    } finally {
      client.close()
    }
  })

  it('closes while a client still holds its session open', async () => {
    const other = await startSiteServer({
      distDir: join(root, 'dist'),
      port: 0,
      sharedApi: site.api,
      tls: await loopbackCertificate(),
    })
    const client = connect(other.url, { rejectUnauthorized: false })
    const closed = new Promise((resolve) => client.on('close', resolve))
    await new Promise((resolve, reject) => {
      const stream = client.request({ ':path': '/fr/about' })
      stream.on('response', resolve).on('error', reject)
      stream.resume()
    })
    await other.close()
    await closed
    expect(client.destroyed).toBe(true)
  })
})
