import { afterEach, describe, expect, it } from 'vitest'
import { resolveOptions } from '../../server/config'
import { postJson, startTestServer, type TestServer } from './helpers'

/** Settings that used to pass silently are refused at startup, or read as meant. */

const production = { NODE_ENV: 'production', SITE_URL: 'https://www.ahb.example' }

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()))
})

describe('ALLOWED_HOSTS', () => {
  it('refuses a list with no name in it, in every mode', () => {
    for (const value of [',', ' ', '', ' , ,']) {
      expect(() => resolveOptions({}, { ALLOWED_HOSTS: value }), JSON.stringify(value)).toThrow(
        /ALLOWED_HOSTS is empty/,
      )
      expect(
        () => resolveOptions({}, { ...production, ALLOWED_HOSTS: value }),
        JSON.stringify(value),
      ).toThrow(/ALLOWED_HOSTS is empty/)
    }
    expect(() => resolveOptions({ allowedHosts: [] }, {})).toThrow(/ALLOWED_HOSTS is empty/)
  })

  it('refuses * in production, and entries no Host header can match', () => {
    expect(() => resolveOptions({}, { ...production, ALLOWED_HOSTS: 'api.ahb.example,*' })).toThrow(
      /ALLOWED_HOSTS=\* is refused in production/,
    )
    expect(resolveOptions({}, { ALLOWED_HOSTS: '*' }).allowedHosts.any).toBe(true)
    for (const entry of ['https://api.ahb.example', 'api.ahb.example/api', '.ahb.example']) {
      expect(() => resolveOptions({}, { ALLOWED_HOSTS: entry }), entry).toThrow(
        `ALLOWED_HOSTS entry "${entry}" is not a host name`,
      )
    }
    const hosts = resolveOptions({}, { ...production, ALLOWED_HOSTS: 'API.ahb.example, [::1]:8000' })
    expect([...hosts.allowedHosts.names, ...hosts.allowedHosts.withPort]).toEqual([
      'api.ahb.example',
      '[::1]:8000',
    ])
  })
})

describe('CORS_ORIGINS', () => {
  it('reads entries in the origin form browsers send', () => {
    const resolved = resolveOptions(
      {},
      {
        CORS_ORIGINS: 'https://Site.Example:443/, HTTP://LOCALHOST:4173, http://a.example:80',
      },
    )
    expect(resolved.corsOrigins).toEqual([
      'https://site.example',
      'http://localhost:4173',
      'http://a.example',
    ])
  })

  it('refuses entries that are not an http(s) origin, and * in production', () => {
    for (const entry of [
      'https://site.example/fr',
      'https://site.example/?lang=fr',
      'https://site.example#top',
      'https://user@site.example',
      'ftp://site.example',
      'site.example',
      'null',
    ]) {
      expect(() => resolveOptions({}, { CORS_ORIGINS: entry }), entry).toThrow(
        `CORS_ORIGINS entry "${entry}" is not an origin`,
      )
    }
    expect(() =>
      resolveOptions({}, { ...production, ALLOWED_HOSTS: 'api.ahb.example', CORS_ORIGINS: '*' }),
    ).toThrow(/CORS_ORIGINS=\*/)
  })

  it('compares request origins in the same form', async () => {
    const server = await startTestServer(
      { corsOrigins: ['https://Site.Example:443/'] },
      { sharedMedia: true },
    )
    servers.push(server)
    const own = await fetch(`${server.url}/api/team/`, { headers: { Origin: 'https://site.example' } })
    expect(own.headers.get('access-control-allow-origin')).toBe('https://site.example')
    const spelled = await fetch(`${server.url}/api/team/`, {
      headers: { Origin: 'https://SITE.example:443' },
    })
    expect(spelled.headers.get('access-control-allow-origin')).toBe('https://site.example')
    const other = await fetch(`${server.url}/api/team/`, { headers: { Origin: 'https://site.example:8443' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const post = await postJson(server.url, '/api/comments/', '{}', { Origin: 'https://site.example' })
    expect(post.status).toBe(400)
    const foreign = await postJson(server.url, '/api/comments/', '{}', {
      Origin: 'https://site.example.evil',
    })
    expect(foreign.status).toBe(403)
  })
})
