import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticHandler } from '../../scripts/lib/static-server'

/** `npm run serve` and `npm start`'s file half, over real HTTP on 127.0.0.1, against a small built site. */

let dist: string
let server: Server
let port: number

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ahb-static-'))
  mkdirSync(join(dist, 'fr'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<p>accueil</p>')
  writeFileSync(join(dist, '404.html'), '<p>page introuvable</p>')
  writeFileSync(join(dist, 'fr', 'about.html'), '<p>à propos</p>')
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)')
  writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n')
  writeFileSync(join(dist, '.env'), 'SECRET=1')
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
})
