import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/open'
import { pruneExpired } from '../../server/db/prune'
import { ContactMessageStore, CONTACT_RETENTION_DAYS } from '../../server/store/contact-messages'
import { getJson, makeDataDir, postJson, startTestServer, type TestServer } from './helpers'

type Errors = { errors: Record<string, string[]> }

const SITE = 'https://site.example'
let server: TestServer
let base: string
let serial = 0

const valid = (overrides: Record<string, string> = {}) => ({
  name: 'Afi Dossa',
  email: 'afi.dossa@example.org',
  subject: 'Bénévolat à Abomey',
  message: `Bonjour, je souhaite aider vos équipes de santé communautaire (${++serial}).`,
  ...overrides,
})

async function contactToken(url = base): Promise<string> {
  const res = await fetch(`${url}/api/contact/token/`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** A browser's post of the form itself: form-encoded, no script, redirects not followed. */
function formPost(fields: Record<string, string>, url = base, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/contact/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

function storedMessages(
  dataDir: string,
): { name: string; email: string; subject: string; message: string; language: string }[] {
  const db = new Database(join(dataDir, 'ahb.sqlite3'), { readonly: true })
  try {
    return db
      .prepare('SELECT name, email, subject, message, language FROM contact_messages ORDER BY id')
      .all() as never
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  server = await startTestServer({ rateLimitPerMinute: 1000, networkRateLimitPerMinute: 1000, siteUrl: SITE })
  base = server.url
})
afterAll(async () => {
  await server.stop()
})

describe('GET /api/contact/', () => {
  it('says the endpoint exists, its fields and their longest values (what the build reads)', async () => {
    const { status, body } = await getJson(base, '/api/contact/')
    expect(status).toBe(200)
    expect(body).toEqual({
      fields: ['name', 'email', 'subject', 'message'],
      max_length: { name: 100, email: 254, subject: 150, message: 5000 },
      token: '/api/contact/token/',
    })
  })
})

describe('POST /api/contact/ from the site’s script (JSON)', () => {
  it('stores a valid message with its token and answers 201 without echoing the address', async () => {
    const sent = valid({ language: 'en' })
    const res = await postJson<Record<string, unknown>>(base, '/api/contact/', {
      ...sent,
      form_token: await contactToken(),
    })
    expect(res.status).toBe(201)
    expect(res.body.status).toBe('received')
    expect(res.text).not.toContain(sent.email)
    expect(storedMessages(server.dataDir)).toContainEqual({ ...sent, language: 'en' })
  })

  it('refuses a post without a token, or with one already used, naming form_token', async () => {
    const missing = await postJson<Errors>(base, '/api/contact/', valid())
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors)).toEqual(['form_token'])

    const token = await contactToken()
    expect((await postJson(base, '/api/contact/', { ...valid(), form_token: token })).status).toBe(201)
    const again = await postJson<Errors>(base, '/api/contact/', { ...valid(), form_token: token })
    expect(again.status).toBe(400)
    expect(Object.keys(again.body.errors)).toEqual(['form_token'])
  })

  it('names each wrong field in French, controls and bidi overrides included', async () => {
    const res = await postJson<Errors>(base, '/api/contact/', {
      name: 'A',
      email: 'pas-une-adresse',
      subject: 'Objet\u202Eenilgna',
      message: 'Bonjour\u0007 le monde entier',
      form_token: await contactToken(),
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      name: ['Ce champ doit contenir entre 2 et 100 caractères.'],
      email: ['Adresse e-mail invalide.'],
      subject: [expect.stringContaining('U+202E')],
      message: [expect.stringContaining('U+0007')],
    })
  })

  it('reads a JSON body as the comments endpoint does: an object only, under any +json type', async () => {
    for (const endpoint of ['/api/contact/', '/api/comments/']) {
      for (const body of ['[]', 'null', '"text"', '{"name":']) {
        const res = await fetch(`${base}${endpoint}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        })
        expect(res.status, `${endpoint} ${body}`).toBe(400)
        expect(await res.json(), `${endpoint} ${body}`).toEqual({
          error: 'JSON invalide : un objet est attendu.',
        })
      }
    }
    const typed = await postJson<Errors>(base, '/api/contact/', valid(), {
      'Content-Type': 'application/vnd.contact+json; charset=utf-8',
    })
    expect(typed.status).toBe(400)
    expect(Object.keys(typed.body.errors)).toEqual(['form_token'])
  })

  it('refuses a body that is neither JSON nor a form', async () => {
    const res = await fetch(`${base}/api/contact/`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'name=Afi',
    })
    expect(res.status).toBe(400)
  })
})

describe('POST /api/contact/ from a browser without JavaScript (form-encoded)', () => {
  it('stores the message and sends the browser to the thank-you page of SITE_URL, in its language', async () => {
    const sent = valid()
    const fr = await formPost({ ...sent, language: 'fr', website: '' })
    expect(fr.status).toBe(303)
    expect(fr.headers.get('location')).toBe(`${SITE}/fr/contact/merci`)
    const en = await formPost(valid({ language: 'en' }))
    expect(en.headers.get('location')).toBe(`${SITE}/en/contact/merci`)
    expect(storedMessages(server.dataDir)).toContainEqual({ ...sent, language: 'fr' })
  })

  it('never redirects to an address the request gives', async () => {
    const res = await formPost(
      { ...valid(), language: 'fr', next: 'https://evil.example/', redirect: 'https://evil.example/' },
      base,
      { Referer: 'https://evil.example/form', 'X-Forwarded-Host': 'evil.example' },
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${SITE}/fr/contact/merci`)
  })

  it('answers a refused post with a page in the post’s language listing each problem, and a way back', async () => {
    const en = await formPost({
      name: 'Afi Dossa',
      email: 'nope',
      subject: '',
      message: 'Hello there, friends',
      language: 'en',
    })
    expect(en.status).toBe(400)
    expect(en.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(en.headers.get('content-security-policy')).toContain("default-src 'none'")
    const page = await en.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('Your message was not sent')
    expect(page).toContain('<strong>E-mail</strong>: Invalid e-mail address.')
    expect(page).toContain('<strong>Subject</strong>: This field is required.')
    expect(page).not.toContain('<strong>Name</strong>')
    expect(page).toContain('Back button')
    expect(page).toContain(`href="${SITE}/en/contact"`)

    const fr = await (await formPost({ ...valid(), email: '', language: 'fr' })).text()
    expect(fr).toContain('<html lang="fr">')
    expect(fr).toContain('Votre message n’a pas été envoyé')
    expect(fr).toContain('<strong>E-mail</strong>\u00a0: Ce champ est obligatoire.')
  })

  it('escapes what was typed wherever the page repeats it', async () => {
    const page = await (
      await formPost({ ...valid(), email: '<script>x</script>@a.b', language: 'en' })
    ).text()
    expect(page).not.toContain('<script>')
  })

  it('answers a bot that fills the hidden field as a person, and keeps nothing', async () => {
    const bot = valid({ message: 'Achetez nos montres pas chères dès maintenant !' })
    const res = await formPost({ ...bot, website: 'https://spam.example', language: 'fr' })
    expect(res.status).toBe(303)
    expect(storedMessages(server.dataDir).some((row) => row.message === bot.message)).toBe(false)
  })
})

describe('limits and origins', () => {
  it('limits contact posts per address on their own allowance, apart from the comments', async () => {
    const limited = await startTestServer({ rateLimitPerMinute: 2, networkRateLimitPerMinute: 10 })
    try {
      expect((await formPost({ ...valid(), language: 'en' }, limited.url)).status).toBe(303)
      expect((await formPost({ ...valid(), language: 'en' }, limited.url)).status).toBe(303)
      const third = await formPost({ ...valid(), language: 'en' }, limited.url)
      expect(third.status).toBe(429)
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await third.text()).toContain('Too many messages')
      // Without SITE_URL or one CORS origin, the thank-you page is a path of the API's own origin.
      const fresh = await startTestServer({ rateLimitPerMinute: 2 })
      try {
        expect((await formPost({ ...valid(), language: 'fr' }, fresh.url)).headers.get('location')).toBe(
          '/fr/contact/merci',
        )
      } finally {
        await fresh.stop()
      }
      // The comment form still has its own allowance.
      const article = (
        await getJson<{ results: { id: number }[] }>(limited.url, '/api/articles/?page_size=1')
      ).body.results[0]!
      const comment = await postJson(limited.url, '/api/comments/', {
        visitor_name: 'Afi Dossa',
        visitor_email: 'afi@example.org',
        content: 'Merci pour votre travail.',
        article: article.id,
      })
      expect(comment.status).toBe(201)
    } finally {
      await limited.stop()
    }
  })

  it('refuses a form post from an origin that is not allowed', async () => {
    const guarded = await startTestServer({ corsOrigins: [SITE] })
    try {
      const res = await formPost({ ...valid(), language: 'fr' }, guarded.url, {
        Origin: 'https://evil.example',
      })
      expect(res.status).toBe(403)
      expect(storedMessages(guarded.dataDir)).toEqual([])
    } finally {
      await guarded.stop()
    }
  })
})

describe('what the back-end deletes (docs/behaviour.md#what-the-back-end-keeps)', () => {
  it('deletes contact messages past their retention, spent tokens past expiry and rate-limit rows past their minute', () => {
    const db = openDatabase(join(makeDataDir(), 'ahb.sqlite3'))
    try {
      const contact = new ContactMessageStore(db)
      const now = Date.UTC(2026, 10, 26)
      const day = 24 * 3_600_000
      const base = {
        name: 'Afi',
        email: 'a@b.bj',
        subject: 'Objet',
        message: 'Un message assez long.',
        language: 'fr' as const,
      }
      contact.insert({ ...base, created_at: now - (CONTACT_RETENTION_DAYS + 1) * day })
      contact.insert({ ...base, created_at: now - (CONTACT_RETENTION_DAYS - 1) * day })
      db.prepare('INSERT INTO contact_posts (at, address, network) VALUES (?, ?, ?)').run(
        now - 61_000,
        '10.0.0.1',
        '10.0.0.0/24',
      )
      db.prepare('INSERT INTO comment_posts (at, address, network) VALUES (?, ?, ?)').run(
        now - 61_000,
        '10.0.0.1',
        '10.0.0.0/24',
      )
      db.prepare('INSERT INTO comment_posts (at, address, network) VALUES (?, ?, ?)').run(
        now - 1_000,
        '10.0.0.2',
        '10.0.0.0/24',
      )
      db.prepare('INSERT INTO used_form_tokens (id, expires_at) VALUES (?, ?)').run('old', now - 1)
      db.prepare('INSERT INTO used_form_tokens (id, expires_at) VALUES (?, ?)').run('live', now + 1)

      pruneExpired(db, contact, now)

      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
      expect(count('SELECT count(*) AS n FROM contact_messages')).toBe(1)
      expect(count('SELECT count(*) AS n FROM contact_posts')).toBe(0)
      expect(count('SELECT count(*) AS n FROM comment_posts')).toBe(1)
      expect(db.prepare('SELECT id FROM used_form_tokens').all()).toEqual([{ id: 'live' }])
    } finally {
      db.close()
    }
  })
})
