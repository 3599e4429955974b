import { createHook } from 'node:async_hooks'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { connect, createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loopbackCertificate } from '../../scripts/bench/loopback-tls'
import { headersFile } from '../../scripts/build/security-headers'
import { MAX_PATH_SEGMENTS, createStaticHandler } from '../../scripts/lib/static-server'

/** `npm run serve` and `npm start`'s file half, over real HTTP on 127.0.0.1, against a small built site. */

let dist: string
let server: Server
let port: number
/** 1,000 bytes that differ from their neighbours, so a range off by one shows. */
const CLIP = Buffer.from(Array.from({ length: 1000 }, (_, index) => (index * 7) % 251))

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ahb-static-'))
  mkdirSync(join(dist, 'fr'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<p>accueil</p>')
  writeFileSync(join(dist, '404.html'), '<p>page introuvable</p>')
  writeFileSync(join(dist, 'fr', 'about.html'), '<p>à propos</p>')
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)')
  // The build's own _headers (scripts/build/security-headers.ts): its site-wide rule sets X-Frame-Options: DENY.
  writeFileSync(join(dist, '_headers'), headersFile({ apiOrigin: '' }))
  writeFileSync(join(dist, '.env'), 'SECRET=1')
  mkdirSync(join(dist, 'media'))
  writeFileSync(join(dist, 'media', 'clip.mp4'), CLIP)
  writeFileSync(join(dist, 'notes.txt'), 'x'.repeat(1000))
  const handle = createStaticHandler(dist)
  server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(dist, { recursive: true, force: true })
})

/** A raw request target, sent exactly as written (fetch would normalise it). */
function get(target: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A raw request with headers and method, its body as bytes. */
function fetchRaw(
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('static server', () => {
  it('serves clean URLs, the 404 page with status 404, and the _headers rules', async () => {
    const about = await get('/fr/about')
    expect(about.status).toBe(200)
    expect(about.body).toContain('à propos')
    expect(about.headers['x-frame-options']).toBe('DENY')
    const missing = await get('/fr/nulle-part')
    expect(missing.status).toBe(404)
    expect(missing.body).toContain('page introuvable')
  })

  it('redirects a trailing slash within the site, keeping the query', async () => {
    const res = await get('/fr/about/?x=1')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/fr/about?x=1')
  })

  it('never redirects off the site: paths decoding to // or /\\ are not found', async () => {
    for (const target of [
      '/%2Fevil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/%5C%5Cevil.example/',
      '//evil.example/',
      '/\\evil.example/',
    ]) {
      const res = await get(target)
      expect(res.status, target).toBe(404)
      expect(res.headers.location, target).toBeUndefined()
    }
  })

  it('answers 400 with a short page to bad percent-encoding and control characters', async () => {
    for (const target of ['/fr%0d%0aSet-Cookie:%20x=1/', '/%E0%A4%A', '/fr/%00', '/%ZZ']) {
      const res = await get(target)
      expect(res.status, target).toBe(400)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toContain('Adresse invalide')
      expect(res.headers['set-cookie']).toBeUndefined()
    }
  })

  it('does not serve _headers or dot files', async () => {
    for (const target of ['/_headers', '/.env', '/%5Fheaders', '/assets/../_headers']) {
      const res = await get(target)
      expect(res.status, target).toBe(404)
      expect(res.body, target).not.toMatch(/X-Frame-Options|SECRET/)
    }
  })

  it('sends the security headers of _headers on every answer: 200, 206, 301, 304, 400, 404, 405, 416', async () => {
    const page = await fetchRaw('/fr/about')
    const tag = String(page.headers.etag)
    const answers = {
      200: page,
      206: await fetchRaw('/media/clip.mp4', { Range: 'bytes=0-9' }),
      301: await fetchRaw('/fr/about/'),
      304: await fetchRaw('/fr/about', { 'If-None-Match': tag }),
      400: await fetchRaw('/%ZZ'),
      404: await fetchRaw('/fr/nulle-part'),
      405: await fetchRaw('/fr/about', {}, 'POST'),
      416: await fetchRaw('/media/clip.mp4', { Range: 'bytes=5000-' }),
    }
    for (const [status, answer] of Object.entries(answers)) {
      expect(answer.status, status).toBe(Number(status))
      expect(answer.headers['content-security-policy'], status).toMatch(/^default-src 'self'; /)
      expect(answer.headers['x-content-type-options'], status).toBe('nosniff')
      expect(answer.headers['x-frame-options'], status).toBe('DENY')
      // Plain HTTP: a browser ignores HSTS there, and RFC 6797 forbids sending it.
      expect(answer.headers['strict-transport-security'], status).toBeUndefined()
    }
    expect(answers[304].body.length).toBe(0)
    expect(answers[304].headers.etag).toBe(tag)
  })

  it('sends Strict-Transport-Security on every answer over TLS, as the CDN does', async () => {
    // HTTP/2 over TLS through Node's compatibility layer, as scripts/lib/site-server.ts serves it.
    const handle = createStaticHandler(dist)
    const secure = createSecureServer({ ...(await loopbackCertificate()), allowHTTP1: true }, (req, res) => {
      void handle(req as never, res as never)
    })
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve))
    const client = connect(`https://127.0.0.1:${(secure.address() as AddressInfo).port}`, {
      rejectUnauthorized: false,
    })
    try {
      const head = (target: string) =>
        new Promise<Record<string, unknown>>((resolve, reject) => {
          const stream = client.request({ ':path': target })
          stream.on('response', (headers) => {
            stream.resume()
            stream.on('end', () => resolve(headers))
          })
          stream.on('error', reject)
        })
      for (const target of ['/fr/about', '/fr/about/', '/fr/nulle-part', '/%ZZ']) {
        const headers = await head(target)
        expect(headers['strict-transport-security'], target).toBe('max-age=31536000; includeSubDomains')
        expect(headers['content-security-policy'], target).toMatch(/^default-src 'self'; /)
      }
    } finally {
      client.close()
      await new Promise((resolve) => secure.close(resolve))
    }
  })

  it('answers single byte ranges byte-exact, and 416 to ranges past the end', async () => {
    const whole = await fetchRaw('/media/clip.mp4')
    expect(whole.status).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.body.equals(CLIP)).toBe(true)
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=250-250', 250, 250],
      ['bytes=900-', 900, 999],
      ['bytes=-10', 990, 999],
      ['bytes=-5000', 0, 999],
      ['bytes=990-5000', 990, 999],
    ]
    for (const [range, start, end] of cases) {
      const part = await fetchRaw('/media/clip.mp4', { Range: range })
      expect(part.status, range).toBe(206)
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/1000`)
      expect(part.headers['content-length'], range).toBe(String(end - start + 1))
      expect(part.body.equals(CLIP.subarray(start, end + 1)), range).toBe(true)
    }
    for (const range of ['bytes=1000-', 'bytes=1000-1001', 'bytes=-0']) {
      const refused = await fetchRaw('/media/clip.mp4', { Range: range })
      expect(refused.status, range).toBe(416)
      expect(refused.headers['content-range'], range).toBe('bytes */1000')
      expect(refused.body.length, range).toBe(0)
    }
    // Several ranges, a malformed one, or a file changed since (If-Range): the whole file.
    const wholeFile: Record<string, string>[] = [
      { Range: 'bytes=0-1,5-6' },
      { Range: 'bytes=9-3' },
      { Range: 'items=0-1' },
      { Range: 'bytes=0-9', 'If-Range': '"an-older-version"' },
    ]
    for (const headers of wholeFile) {
      const answer = await fetchRaw('/media/clip.mp4', headers)
      expect(answer.status, JSON.stringify(headers)).toBe(200)
      expect(answer.body.equals(CLIP)).toBe(true)
    }
    const same = await fetchRaw('/media/clip.mp4', {
      Range: 'bytes=0-9',
      'If-Range': String(whole.headers.etag),
    })
    expect(same.status).toBe(206)
    const head = await fetchRaw('/media/clip.mp4', { Range: 'bytes=10-19' }, 'HEAD')
    expect(head.status).toBe(206)
    expect(head.headers['content-length']).toBe('10')
    expect(head.body.length).toBe(0)
  })

  it('never answers a range of a compressed body', async () => {
    const compressed = await fetchRaw('/notes.txt', { Range: 'bytes=0-9', 'Accept-Encoding': 'gzip' })
    expect(compressed.status).toBe(200)
    expect(compressed.headers['content-encoding']).toBe('gzip')
    expect(compressed.headers['content-range']).toBeUndefined()
    expect(compressed.headers['accept-ranges']).toBeUndefined()
    expect(gunzipSync(compressed.body).toString()).toBe('x'.repeat(1000))
    const plain = await fetchRaw('/notes.txt', { Range: 'bytes=0-9' })
    expect(plain.status).toBe(206)
    expect(plain.body.toString()).toBe('x'.repeat(10))
    // The compressed bytes have a tag of their own.
    expect(compressed.headers.etag).not.toBe((await fetchRaw('/notes.txt')).headers.etag)
  })

  it('sends each encoding asked for of the same file, brotli, then gzip, then brotli again', async () => {
    const asked = ['br', 'gzip', 'br'] as const
    for (const encoding of asked) {
      const answer = await fetchRaw('/fr/about.html', { 'Accept-Encoding': encoding })
      expect(answer.headers['content-encoding']).toBe(encoding)
      const body = encoding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body)
      expect(body.toString()).toBe('<p>à propos</p>')
    }
  })

  it('answers 400 to a path deeper or longer than any page, before looking for a single file', async () => {
    // File system requests this process starts while the server answers (the client's socket is none).
    let fsRequests = 0
    const hook = createHook({
      init: (_id, type) => {
        if (type.startsWith('FSREQ')) fsRequests++
      },
    })
    const counted = async (target: string) => {
      fsRequests = 0
      hook.enable()
      try {
        const started = performance.now()
        const answer = await fetchRaw(target)
        return { ...answer, fsRequests, ms: performance.now() - started }
      } finally {
        hook.disable()
      }
    }
    await fetchRaw('/') // _headers is read once, at the first request.
    const deepest = await counted(`${'/a'.repeat(MAX_PATH_SEGMENTS - 1)}/b`)
    expect(deepest.status).toBe(404)
    expect(deepest.fsRequests).toBeGreaterThan(MAX_PATH_SEGMENTS)
    for (const target of ['/a'.repeat(7000), `${'/a'.repeat(MAX_PATH_SEGMENTS)}/b`, `/${'a'.repeat(5000)}`]) {
      const answer = await counted(target)
      expect(answer.status, target.slice(0, 20)).toBe(400)
      expect(answer.body.toString()).toContain('Adresse invalide')
      expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self'; /)
      expect(answer.fsRequests, target.slice(0, 20)).toBe(0)
    }
  })
})
