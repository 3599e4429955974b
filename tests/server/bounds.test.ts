import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DATABASE_FILE } from '../../server/api'
import { resolveOptions } from '../../server/config'
import { startApiServer } from '../../server/index'
import {
  formToken,
  getJson,
  makeDataDir,
  postJson,
  rawRequest,
  startTestServer,
  type ArticleJson,
  type TestServer,
} from './helpers'

/**
 * What bounds the contact table and the rest of the reference back-end's surface, each over real HTTP
 * (docs/behaviour.md#contact-post-rules, #comment-post-rules): the same message stored once, a daily cap,
 * settings refused at start-up, refusal pages for browsers, hidden characters, tokens bound to their form,
 * canonical addresses, Host ports, connections per address and the development notice.
 */

type Errors = { errors: Record<string, string[]> }

const root = resolve(__dirname, '../..')
const SITE = 'https://site.example'
const servers: TestServer[] = []
const dirs: string[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(servers.splice(0).map((s) => s.stop()))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(
    { rateLimitPerMinute: 1000, networkRateLimitPerMinute: 1000, siteUrl: SITE, ...options },
    { sharedMedia: true },
  )
  servers.push(server)
  return server
}

let serial = 0
const message = (overrides: Record<string, string> = {}) => ({
  name: 'Afi Dossa',
  email: `afi.${++serial}@example.org`,
  subject: 'Bénévolat à Abomey',
  message: `Bonjour, je souhaite aider vos équipes de santé communautaire, message ${serial}.`,
  ...overrides,
})

async function contactToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/contact/token/`)
  return ((await res.json()) as { token: string }).token
}

function formPost(base: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/contact/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

async function jsonPost(base: string, fields: Record<string, string>) {
  return postJson<Errors & { error?: string }>(base, '/api/contact/', {
    ...fields,
    form_token: await contactToken(base),
  })
}

function count(dataDir: string, sql: string, ...params: unknown[]): number {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n
  } finally {
    db.close()
  }
}

const storedFrom = (server: TestServer, email: string) =>
  count(server.dataDir, 'SELECT count(*) AS n FROM contact_messages WHERE email = ?', email)
const stored = (server: TestServer) => count(server.dataDir, 'SELECT count(*) AS n FROM contact_messages')

describe('the same contact message is stored once', () => {
  it('answers a script’s repeat 201 and stores it once, whatever its case, spacing or Unicode spelling', async () => {
    const server = await start()
    const sent = message()
    expect((await jsonPost(server.url, sent)).status).toBe(201)
    const variants = [
      sent,
      { ...sent, email: sent.email.toUpperCase() },
      { ...sent, subject: 'BÉNÉVOLAT  à   Abomey' },
      { ...sent, subject: sent.subject.normalize('NFD') },
      { ...sent, message: sent.message.replace('Bonjour,', 'Bon\u200Bjour,\n') },
    ]
    for (const variant of variants) {
      const again = await jsonPost(server.url, variant)
      expect(again.status, JSON.stringify(variant)).toBe(201)
      expect(again.body).toMatchObject({ status: 'received' })
    }
    expect(storedFrom(server, sent.email)).toBe(1)
    // Another subject or text is another message.
    expect((await jsonPost(server.url, { ...sent, subject: 'Don de matériel' })).status).toBe(201)
    expect(storedFrom(server, sent.email)).toBe(2)
  })

  it('sends a browser that posts twice to the thank-you page both times, and stores one message', async () => {
    const server = await start()
    const sent = { ...message(), language: 'en' }
    for (let i = 0; i < 3; i++) {
      const res = await formPost(server.url, sent)
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(`${SITE}/en/contact/merci`)
    }
    expect(storedFrom(server, sent.email)).toBe(1)
  })

  it('stores the same message again once 24 hours have passed', async () => {
    const server = await start()
    const sent = message()
    expect((await formPost(server.url, sent)).status).toBe(303)
    const db = new Database(join(server.dataDir, DATABASE_FILE))
    try {
      db.prepare('UPDATE contact_messages SET created_at = created_at - ? WHERE email = ?').run(
        24 * 3_600_000 + 1_000,
        sent.email,
      )
    } finally {
      db.close()
    }
    expect((await formPost(server.url, sent)).status).toBe(303)
    expect(storedFrom(server, sent.email)).toBe(2)
  })
})

describe('CONTACT_DAILY_LIMIT', () => {
  it('stores that many messages a day, then answers 503 with Retry-After, and tells the operator once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const server = await start({ contactDailyLimit: 3, contactEmail: 'contact@ahb.example' })
    const first = message()
    for (const sent of [first, message(), message()])
      expect((await jsonPost(server.url, sent)).status).toBe(201)

    const script = await jsonPost(server.url, message())
    expect(script.status).toBe(503)
    const wait = Number(script.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(24 * 3600)
    expect(script.body.error).toContain('contact@ahb.example')

    const browser = await formPost(server.url, { ...message(), language: 'en' })
    expect(browser.status).toBe(503)
    expect(Number(browser.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(browser.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await browser.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('too many messages today')
    expect(page).toContain('<a href="mailto:contact@ahb.example">contact@ahb.example</a>')

    const french = await (await formPost(server.url, { ...message(), language: 'fr' })).text()
    expect(french).toContain('trop de messages aujourd’hui')

    // A message already stored is still answered as before: a refresh past the cap does no harm.
    expect((await jsonPost(server.url, first)).status).toBe(201)
    expect(stored(server)).toBe(3)
    const notes = warn.mock.calls.filter((call) => String(call[0]).includes('CONTACT_DAILY_LIMIT'))
    expect(notes).toHaveLength(1)
    expect(String(notes[0]![0])).toContain('(3)')
  })

  it('defaults to 200 a day and refuses a value that is not a whole number above 0', () => {
    expect(resolveOptions({}, {}).contactDailyLimit).toBe(200)
    expect(resolveOptions({}, { CONTACT_DAILY_LIMIT: ' 40 ' }).contactDailyLimit).toBe(40)
    for (const bad of ['0', '-1', '2.5', 'many'])
      expect(() => resolveOptions({}, { CONTACT_DAILY_LIMIT: bad }), bad).toThrow(/CONTACT_DAILY_LIMIT/)
  })
})

describe('start-up settings', () => {
  const production = { production: true, allowedHosts: ['127.0.0.1'] }

  it('refuses a SITE_URL or a CORS_ORIGINS entry that is not http(s), in both modes, naming it', async () => {
    for (const mode of [{}, production]) {
      for (const siteUrl of ['file:///srv/site', 'data:text/html,x', 'javascript:alert(1)']) {
        const dataDir = makeDataDir()
        dirs.push(dataDir)
        await expect(startApiServer({ ...mode, dataDir, siteUrl }), siteUrl).rejects.toThrow(/SITE_URL/)
      }
      for (const entry of ['null', 'file:///srv/site']) {
        const dataDir = makeDataDir()
        dirs.push(dataDir)
        await expect(
          startApiServer({ ...mode, dataDir, siteUrl: SITE, corsOrigins: [SITE, entry] }),
          entry,
        ).rejects.toThrow(/CORS_ORIGINS/)
      }
    }
  })

  it('stops `npm run api` with a message naming SITE_URL', async () => {
    const dataDir = makeDataDir()
    dirs.push(dataDir)
    const { code, output } = await runCli({ SITE_URL: 'file:///srv/site', AHB_DATA_DIR: dataDir }, null)
    expect(code).toBe(1)
    expect(output).toMatch(/SITE_URL/)
  })
})

describe('a refused browser post gets the page, in the visitor’s language', () => {
  it('answers a bad or foreign token with the page, not JSON', async () => {
    const server = await start()
    const commentToken = await formToken(server.url)
    for (const form_token of ['garbage', commentToken, `${await contactToken(server.url)}.x`]) {
      const res = await formPost(server.url, { ...message(), language: 'en', form_token })
      expect(res.status, form_token).toBe(400)
      expect(res.headers.get('content-type'), form_token).toBe('text/html; charset=utf-8')
      const page = await res.text()
      expect(page).toContain('<html lang="en">')
      expect(page).toContain('expired')
    }
    expect(stored(server)).toBe(0)
  })

  it('answers a post from an origin that is not allowed, and one refused unread, with the page', async () => {
    const server = await start({ corsOrigins: [SITE] })
    const foreign = await formPost(
      server.url,
      { ...message(), language: 'en' },
      { Origin: 'https://evil.example', 'Accept-Language': 'en-GB,en;q=0.9,fr;q=0.5' },
    )
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await foreign.text()).toContain('<html lang="en">')
    const tooLarge = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/contact/',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(10 * 1024 * 1024),
        'Accept-Language': 'en-US,en;q=0.9',
      },
    })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.toString()).toContain('<html lang="en">')
    expect(stored(server)).toBe(0)
  })
})

describe('hidden characters', () => {
  const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
  /** Zero-width space, joiner and no-break space (BOM), word joiner, soft hyphen, a tag letter. */
  const ONE_LINE = ['\u200B', '\u200D', '\uFEFF', '\u2060', '\u00AD', '\u{E0041}']

  it('refuses them in a comment’s name, and tag characters in its text, with the control message', async () => {
    const server = await start()
    const article = (await getJson<{ results: ArticleJson[] }>(server.url, '/api/articles/?page_size=1')).body
      .results[0]!.id
    const comment = (overrides: Record<string, unknown>) => ({
      visitor_name: 'Houénou Agbodjan',
      visitor_email: 'houenou@example.org',
      content: `Les cantines scolaires changent tout, message ${++serial}.`,
      article,
      ...overrides,
    })
    const comments = () => count(server.dataDir, 'SELECT count(*) AS n FROM comments')
    const before = comments()
    for (const c of ONE_LINE) {
      const res = await postJson<Errors>(
        server.url,
        '/api/comments/',
        comment({ visitor_name: `Hou${c}énou` }),
      )
      expect(res.status, hex(c)).toBe(400)
      expect(res.body.errors.visitor_name, hex(c)).toEqual([
        `Ce champ contient un caractère de contrôle invisible (${hex(c)}) : retapez le texte plutôt que de le coller.`,
      ])
    }
    const tagged = await postJson<Errors>(
      server.url,
      '/api/comments/',
      comment({ content: 'Merci pour tout\u{E0041}\u{E0042} ce travail.' }),
    )
    expect(tagged.status).toBe(400)
    expect(tagged.body.errors.content).toEqual([expect.stringContaining('contrôle invisible (U+E0041)')])
    // The text keeps the joiner an emoji sequence needs.
    const family = await postJson(
      server.url,
      '/api/comments/',
      comment({ content: 'Bravo 👩\u200D👩\u200D👧 !' }),
    )
    expect(family.status).toBe(201)
    expect(comments()).toBe(before + 1)
  })

  it('refuses them in a contact name and subject, and tag characters in its message, for both clients', async () => {
    const server = await start()
    for (const c of ONE_LINE) {
      const res = await jsonPost(
        server.url,
        message({ name: `Afi${c} Dossa`, subject: `Objet${c} du message` }),
      )
      expect(res.status, hex(c)).toBe(400)
      expect(res.body.errors.name, hex(c)).toEqual([
        expect.stringContaining(`contrôle invisible (${hex(c)})`),
      ])
      expect(res.body.errors.subject, hex(c)).toEqual([
        expect.stringContaining(`contrôle invisible (${hex(c)})`),
      ])
    }
    const tagged = await formPost(server.url, {
      ...message({ message: 'Bonjour, voici mon message\u{E0049}\u{E0047}\u{E004E} caché.' }),
      language: 'en',
    })
    expect(tagged.status).toBe(400)
    expect(await tagged.text()).toContain('invisible control character (U+E0049)')
    expect(stored(server)).toBe(0)
  })
})

describe('form tokens carry their purpose and are read whole', () => {
  it('refuses a comment token on the contact form, a contact token on comments, and anything appended', async () => {
    const server = await start()
    const article = (await getJson<{ results: ArticleJson[] }>(server.url, '/api/articles/?page_size=1')).body
      .results[0]!.id
    const comment = (form_token: string) => ({
      visitor_name: 'Sèna Adjovi',
      visitor_email: 'sena@example.org',
      content: `Merci pour les kits scolaires, message ${++serial}.`,
      article,
      form_token,
    })
    const contact = (form_token: string) =>
      postJson<Errors>(server.url, '/api/contact/', { ...message(), form_token })

    const wrongForm = [
      await contact(await formToken(server.url)),
      await postJson<Errors>(server.url, '/api/comments/', comment(await contactToken(server.url))),
    ]
    const appended = [
      await contact(`${await contactToken(server.url)}.anything`),
      await postJson<Errors>(server.url, '/api/comments/', comment(`${await formToken(server.url)}.x`)),
    ]
    for (const res of [...wrongForm, ...appended]) {
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.errors)).toEqual(['form_token'])
    }
    expect(stored(server)).toBe(0)
    expect((await contact(await contactToken(server.url))).status).toBe(201)
    expect((await postJson(server.url, '/api/comments/', comment(await formToken(server.url)))).status).toBe(
      201,
    )
  })
})

describe('rate-limit keys are canonical addresses', () => {
  it('counts every spelling of one IPv6 address, and an IPv4-mapped one, as that address', async () => {
    const server = await start({ trustProxy: ['127.0.0.1'], rateLimitPerMinute: 2 })
    const post = (address: string) =>
      formPost(server.url, message(), { 'X-Forwarded-For': address }).then((res) => res.status)
    const v6 = [
      await post('2001:DB8::7'),
      await post('2001:0db8:0:0:0:0:0:7'),
      await post('2001:db8:0::0:0007'),
    ]
    const v4 = [await post('::ffff:303:303'), await post('3.3.3.3'), await post('::FFFF:3.3.3.3')]
    expect({ v6, v4 }).toEqual({ v6: [303, 303, 429], v4: [303, 303, 429] })
    const db = new Database(join(server.dataDir, DATABASE_FILE), { readonly: true })
    try {
      const keys = db.prepare('SELECT DISTINCT address FROM contact_posts ORDER BY address').all()
      expect(keys).toEqual([{ address: '2001:db8::7' }, { address: '3.3.3.3' }])
    } finally {
      db.close()
    }
  })
})

describe('Host ports', () => {
  const imageOf = (body: Buffer) => (JSON.parse(body.toString()) as { image: string }[])[0]!.image

  it('refuses a port outside 1–65535', async () => {
    const server = await start()
    for (const host of ['127.0.0.1:99999', '127.0.0.1:65536', '127.0.0.1:0', 'localhost:00000']) {
      const res = await rawRequest(server.url, { path: '/api/projects/', headers: { Host: host } })
      expect(res.status, host).toBe(400)
    }
    const fine = await rawRequest(server.url, {
      path: '/api/projects/',
      headers: { Host: '127.0.0.1:65535' },
    })
    expect(fine.status).toBe(200)
  })

  it('in production builds media and page URLs only on a port the allowed-host list names', async () => {
    const server = await start({
      production: true,
      allowedHosts: ['api.ahb.example', 'media.ahb.example:8443', '127.0.0.1'],
    })
    const bare = await rawRequest(server.url, {
      path: '/api/projects/',
      headers: { Host: 'api.ahb.example:8080' },
    })
    expect(bare.status).toBe(200)
    expect(imageOf(bare.body)).toMatch(/^http:\/\/api\.ahb\.example\/media\//)
    const named = await rawRequest(server.url, {
      path: '/api/projects/',
      headers: { Host: 'media.ahb.example:8443' },
    })
    expect(imageOf(named.body)).toMatch(/^http:\/\/media\.ahb\.example:8443\/media\//)

    const article = count(
      server.dataDir,
      `SELECT article_id AS n FROM comments WHERE status = 'published'
       GROUP BY article_id HAVING count(*) >= 2 LIMIT 1`,
    )
    const page = await rawRequest(server.url, {
      path: `/api/articles/${article}/comments/?page=1&page_size=1`,
      headers: { Host: 'api.ahb.example:8080' },
    })
    expect((JSON.parse(page.body.toString()) as { next: string }).next).toBe(
      `http://api.ahb.example/api/articles/${article}/comments/?page=2&page_size=1`,
    )
  })
})

interface Held {
  socket: Socket
  closed: Promise<void>
  isClosed: () => boolean
}

async function hold(base: string): Promise<Held> {
  const { hostname, port } = new URL(base)
  const socket = connect(Number(port), hostname)
  socket.on('error', () => undefined)
  let done = false
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      done = true
      resolve()
    }),
  )
  await new Promise<void>((resolve) => {
    socket.once('connect', resolve)
    socket.once('close', resolve)
  })
  return { socket, closed, isClosed: () => done }
}

const within = (ms: number, promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))])

describe('MAX_CONNECTIONS_PER_ADDRESS', () => {
  it('closes an address’s connections past the cap at once, and takes them again once one is freed', async () => {
    const server = await start({ maxConnectionsPerAddress: 3 })
    const held: Held[] = []
    try {
      for (let i = 0; i < 3; i++) held.push(await hold(server.url))
      const extra = await hold(server.url)
      held.push(extra)
      expect(await within(1_000, extra.closed)).toBe(true)
      expect(held.slice(0, 3).some((probe) => probe.isClosed())).toBe(false)

      held[0]!.socket.destroy()
      let status = 0
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        await new Promise((r) => setTimeout(r, 50))
        status = (await rawRequest(server.url, { path: '/api/categories/' }).catch(() => ({ status: 0 })))
          .status
      }
      expect(status).toBe(200)
    } finally {
      for (const probe of held) probe.socket.destroy()
    }
  })

  it('never counts the proxy TRUST_PROXY names, and reads the setting at start-up', async () => {
    const server = await start({ maxConnectionsPerAddress: 3, trustProxy: ['127.0.0.1'] })
    const held: Held[] = []
    try {
      for (let i = 0; i < 6; i++) held.push(await hold(server.url))
      expect(await within(500, Promise.race(held.map((probe) => probe.closed)))).toBe(false)
      expect((await rawRequest(server.url, { path: '/api/categories/' })).status).toBe(200)
    } finally {
      for (const probe of held) probe.socket.destroy()
    }
    expect(resolveOptions({}, {}).maxConnectionsPerAddress).toBe(50)
    expect(resolveOptions({}, { MAX_CONNECTIONS_PER_ADDRESS: '7' }).maxConnectionsPerAddress).toBe(7)
    expect(() => resolveOptions({}, { MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS/,
    )
  })
})

/**
 * Runs `npm run api`'s entry point on a free port with `env`; once it listens (or exits), stops it. `ready`:
 * the text that says it listens, or null when it is expected to stop on its own.
 */
function runCli(
  env: Record<string, string>,
  ready: string | null = 'API listening',
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun, reject) => {
    const { NODE_ENV: _mode, ...inherited } = process.env
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts'], {
      cwd: root,
      env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (ready !== null && output.includes(ready) && output.includes('Data folder')) {
        // The notice comes right after the data folder; give it a moment, then stop.
        setTimeout(() => child.kill('SIGTERM'), 300)
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolveRun({ code, output })
    })
  })
}

describe('the development notice', () => {
  const NOTICE = /cross-origin posts are accepted.*NODE_ENV=production/

  it('says once at start-up in development mode that cross-origin posts are accepted', async () => {
    const dataDir = makeDataDir()
    dirs.push(dataDir)
    const development = await runCli({ AHB_DATA_DIR: dataDir })
    expect(development.output).toContain('API listening')
    expect(development.output.split('\n').filter((line) => NOTICE.test(line))).toHaveLength(1)

    const production = await runCli({
      AHB_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ALLOWED_HOSTS: '127.0.0.1',
      SITE_URL: SITE,
    })
    expect(production.output).toContain('API listening')
    expect(production.output).not.toMatch(NOTICE)
  }, 60_000)
})
