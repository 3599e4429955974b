import Database from 'better-sqlite3'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../server/api'
import { MIGRATIONS } from '../../server/db/migrations'
import { getJson, makeDataDir, postJson, startTestServer, type ArticleJson, type TestServer } from './helpers'

/** What a comment's name and text may hold, and what counts as the same text twice. */

type Errors = { errors: Record<string, string[]> }

let server: TestServer
let base: string
let article: number

beforeAll(async () => {
  server = await startTestServer(
    { rateLimitPerMinute: 1000, networkRateLimitPerMinute: 1000 },
    { sharedMedia: true },
  )
  base = server.url
  article = (await getJson<{ results: ArticleJson[] }>(base, '/api/articles/?page_size=1')).body.results[0]!
    .id
})
afterAll(async () => {
  await server.stop()
})

let serial = 0
const comment = (overrides: Record<string, unknown> = {}) => ({
  visitor_name: 'Houénou Agbodjan',
  visitor_email: 'houenou@example.org',
  content: `Les cantines scolaires changent tout pour les enfants, message ${++serial}.`,
  article,
  ...overrides,
})

const hex = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u000b', '\u000c', '\r', '\u007f', '\u0085', '\u009b']
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']

describe('characters a comment may not hold', () => {
  it('refuses each control character in the content and in the name, naming the field', async () => {
    // Line breaks (CRLF too) and tabs stay allowed in the content, bidi marks too (right-to-left quotes).
    const kept = `Première ligne\nseconde ligne\r\n\ttroisième, citation \u200fشكرا\u200f (${++serial}).`
    const allowed = await postJson<{ content: string }>(base, '/api/comments/', comment({ content: kept }))
    expect(allowed.status).toBe(201)
    expect(allowed.body.content).toBe(kept)

    for (const character of CONTROLS) {
      const inContent = await postJson<Errors>(
        base,
        '/api/comments/',
        comment({ content: `Merci${character} pour le forage du village.` }),
      )
      expect(inContent.status, hex(character)).toBe(400)
      expect(inContent.body.errors, hex(character)).toEqual({
        content: [
          `Ce champ contient un caractère de contrôle invisible (${hex(character)}) : retapez le texte plutôt que de le coller.`,
        ],
      })
    }
    for (const character of [...CONTROLS, '\n', '\t', '\u2028']) {
      const inName = await postJson<Errors>(
        base,
        '/api/comments/',
        comment({ visitor_name: `Afi${character}Dossa` }),
      )
      expect(inName.status, hex(character)).toBe(400)
      expect(Object.keys(inName.body.errors), hex(character)).toEqual(['visitor_name'])
      expect(inName.body.errors.visitor_name![0], hex(character)).toContain(hex(character))
    }
  })

  it('refuses each bidi embedding, override and isolate, and bidi marks in the name', async () => {
    for (const character of BIDI) {
      for (const field of ['content', 'visitor_name'] as const) {
        const sent = field === 'content' ? `Merci ${character}pour le puits.` : `Afi ${character}Dossa`
        const { status, body } = await postJson<Errors>(base, '/api/comments/', comment({ [field]: sent }))
        expect(status, `${hex(character)} in ${field}`).toBe(400)
        expect(body.errors, `${hex(character)} in ${field}`).toEqual({
          [field]: [
            `Ce champ contient un caractère invisible qui change le sens de l’écriture (${hex(character)}) : retapez le texte plutôt que de le coller.`,
          ],
        })
      }
    }
    for (const mark of ['\u200e', '\u200f', '\u061c']) {
      const { status, body } = await postJson<Errors>(
        base,
        '/api/comments/',
        comment({ visitor_name: `Afi Dossa${mark}` }),
      )
      expect(status, hex(mark)).toBe(400)
      expect(Object.keys(body.errors)).toEqual(['visitor_name'])
    }
  })
})

describe('double posts', () => {
  const original = 'Bravo à l’équipe de Cotonou pour la distribution de moustiquaires.'
  const variants: [string, string][] = [
    ['a zero-width space', original.replace('équipe', 'équ\u200bipe')],
    ['a word joiner and a soft hyphen', original.replace('Cotonou', 'Coto\u2060no\u00adu')],
    ['another case', original.toUpperCase()],
    [
      'doubled spaces and a line break',
      original.replace(/ /g, '  ').replace('de moustiquaires', 'de\nmoustiquaires'),
    ],
    ['decomposed accents (NFD)', original.normalize('NFD')],
    ['a no-break space', original.replace('la distribution', 'la\u00a0distribution')],
  ]

  it('answers 409 to each variant of the same text and stores it once', async () => {
    expect(original.normalize('NFC')).toBe(original)
    const first = await postJson(base, '/api/comments/', comment({ content: original }))
    expect(first.status).toBe(201)
    for (const [name, content] of variants) {
      expect(content, name).not.toBe(original)
      expect((await postJson(base, '/api/comments/', comment({ content }))).status, name).toBe(409)
    }
    const listed = (await getJson<{ content: string }[]>(base, `/api/articles/${article}/comments/`)).body
    const key = (text: string) =>
      text
        .normalize('NFC')
        .replace(/[\u200b\u2060\u00ad]/g, '')
        .replace(/\s+/g, ' ')
        .toLowerCase()
    expect(listed.filter((c) => key(c.content) === key(original))).toHaveLength(1)
  })

  it('finds comments stored before the key column existed', async () => {
    // A folder at schema version 3, with one article and one comment, as a server of before this change left it.
    const dataDir = makeDataDir()
    const db = new Database(join(dataDir, DATABASE_FILE))
    for (const sql of MIGRATIONS.slice(0, 3)) db.exec(sql)
    db.pragma('user_version = 3')
    const now = Date.now()
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date(now).toISOString())
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO articles (slug, title_fr, description_fr, published_at, search_text, title_sort, created_at)
         VALUES ('ancien', 'Ancien', '<p>Ancien</p>', ?, 'ancien', 'ancien', ?)`,
      )
      .run(now - 3_600_000, now - 3_600_000)
    db.prepare(
      `INSERT INTO comments (article_id, visitor_name, visitor_email, content, status, created_at)
       VALUES (?, 'Afi', 'afi@example.org', ?, 'published', ?)`,
    ).run(lastInsertRowid, original, now - 60_000)
    db.close()

    const upgraded = await startTestServer({ dataDir }, { sharedMedia: true })
    try {
      const again = await postJson(
        upgraded.url,
        '/api/comments/',
        comment({ article: Number(lastInsertRowid), content: original.toUpperCase().normalize('NFD') }),
      )
      expect(again.status).toBe(409)
    } finally {
      await upgraded.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
