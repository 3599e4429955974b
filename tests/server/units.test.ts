import { rmSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../server/config'
import { MIGRATIONS } from '../../server/db/migrations'
import { openDatabase } from '../../server/db/open'
import { normalizeForSearch, searchTextOf, stripHtml } from '../../server/db/search-text'
import { daysAgoAt, toIso } from '../../server/db/time'
import { RateLimiter } from '../../server/http/rate-limit'
import { SEED_MEDIA } from '../../server/media/catalog'
import { FALLBACKS } from '../../server/media/make-fallbacks'
import { renderImage } from '../../server/media/render'
import { isValidEmail, validateComment } from '../../server/routes/comment-validation'
import { parseArticleQuery } from '../../server/routes/query'
import { seedIfEmpty } from '../../server/seed/index'
import { makeDataDir, startTestServer } from './helpers'

describe('search normalisation', () => {
  it('removes case, diacritics and ligatures', () => {
    expect(normalizeForSearch('Santé ÉCOLE Cœur  Bénin')).toBe('sante ecole coeur benin')
    expect(normalizeForSearch('l’eau')).toBe(normalizeForSearch("l'eau"))
  })

  it('strips tags and decodes entities', () => {
    expect(
      stripHtml('<p>A&amp;B <strong>fort</strong>&nbsp;&#233;t&#xE9;</p>').replace(/\s+/g, ' ').trim(),
    ).toBe('A&B fort été')
    expect(searchTextOf(['<h2>Titre</h2>', 'Corps'])).toBe('titre | corps')
    // Every named reference of HTML, not only the common ones: an editor's `&oelig;` is found as `oe`.
    expect(searchTextOf(['C&oelig;ur &Eacute;cole&hellip;'])).toBe('coeur ecole…')
  })
})

describe('dates', () => {
  it('formats instants in Benin time with an explicit offset', () => {
    expect(toIso(Date.UTC(2025, 0, 31, 23, 30, 5))).toBe('2025-02-01T00:30:05+01:00')
  })

  it('places a seed date on a Benin wall-clock hour, days before now', () => {
    const now = Date.UTC(2025, 5, 15, 12)
    expect(toIso(daysAgoAt(now, 3, 9, 45))).toBe('2025-06-12T09:45:00+01:00')
    expect(toIso(daysAgoAt(now, -2, 7))).toBe('2025-06-17T07:00:00+01:00')
  })
})

describe('rate limiter', () => {
  it('allows `limit` events per window and tells how long to wait', () => {
    let now = 1_000_000
    const dir = makeDataDir()
    const db = openDatabase(join(dir, 'limits.sqlite3'))
    const limiter = new RateLimiter(db, { perAddress: 2, perNetwork: 100, windowMs: 60_000 }, () => now)
    expect(limiter.take('a')).toEqual({ allowed: true })
    now += 10_000
    expect(limiter.take('a')).toEqual({ allowed: true })
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(limiter.take('b')).toEqual({ allowed: true })
    now += 50_000
    expect(limiter.take('a')).toEqual({ allowed: true })
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 })
    db.close()
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('options', () => {
  it('reads the environment and falls back to defaults', () => {
    const env = {
      COMMENT_RATE_LIMIT: 'abc',
      CORS_ORIGINS: 'https://a.example, ,https://b.example/',
    }
    const resolved = resolveOptions({}, env)
    // The checkout's own folder: never one that another copy of the repository on the machine shares.
    expect(resolved.dataDir).toBe(join(import.meta.dirname, '..', '..', '.cache', 'ahb-data'))
    expect(resolved.rateLimitPerMinute).toBe(3)
    expect(resolved.moderation).toBe(false)
    expect(resolved.corsOrigins).toEqual(['https://a.example', 'https://b.example'])
    expect(resolveOptions({}, { AHB_DATA_DIR: '/srv/ahb', HOME: '/home/x' }).dataDir).toBe('/srv/ahb')
    expect(
      resolveOptions(
        { moderation: false, rateLimitPerMinute: 7 },
        { COMMENT_MODERATION: '1', COMMENT_RATE_LIMIT: '9' },
      ),
    ).toMatchObject({
      moderation: false,
      rateLimitPerMinute: 7,
    })
  })
})

describe('listing query', () => {
  it('falls back to defaults for bad values', () => {
    expect(parseArticleQuery(new URLSearchParams('page=-2&page_size=x&sort=hack&category=1;DROP'))).toEqual({
      page: 1,
      pageSize: 9,
      search: '',
      categoryId: null,
      sort: '-published_at',
    })
    expect(parseArticleQuery(new URLSearchParams(`search=${'a'.repeat(500)}`)).search).toHaveLength(200)
  })
})

describe('comment validation', () => {
  it('accepts common addresses and refuses malformed ones', () => {
    for (const ok of ['a@b.co', 'prenom.nom@ecole.edu.bj', 'x+tag@example.org', 'a@xn--bnin-bpa.bj'])
      expect(isValidEmail(ok), ok).toBe(true)
    for (const bad of [
      'a@b',
      'a@b.c',
      '.a@b.org',
      'a.@b.org',
      'a@b..org',
      'a@@b.org',
      'a@b.org.',
      `${'a'.repeat(65)}@b.org`,
    ]) {
      expect(isValidEmail(bad), bad).toBe(false)
    }
  })

  it('returns the trimmed draft when everything is valid', () => {
    expect(
      validateComment({
        visitor_name: ' Ana ',
        visitor_email: ' ana@example.org ',
        content: ' Bravo ',
        article: '12',
      }),
    ).toEqual({
      draft: { visitor_name: 'Ana', visitor_email: 'ana@example.org', content: 'Bravo', article: 12 },
    })
  })
})

describe('schema version', () => {
  it('refuses a database a newer server migrated, naming the file and what to do, and leaves it as it was', () => {
    const file = join(makeDataDir(), 'ahb.sqlite3')
    openDatabase(file).close()
    const newer = new Database(file)
    newer.pragma(`user_version = ${MIGRATIONS.length + 1}`)
    newer.close()
    expect(() => openDatabase(file)).toThrow(
      new RegExp(
        `version ${MIGRATIONS.length + 1} is newer than this server \\(${MIGRATIONS.length}\\): .*ahb\\.sqlite3 .*AHB_DATA_DIR`,
      ),
    )
    const after = new Database(file, { readonly: true })
    expect(after.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length + 1)
    after.close()
  })
})

describe('seeding', () => {
  it('is deterministic apart from dates', () => {
    const dirs = [makeDataDir(), makeDataDir()]
    try {
      const snapshots = dirs.map((dir, i) => {
        const db = openDatabase(join(dir, 'ahb.sqlite3'))
        expect(seedIfEmpty(db, Date.UTC(2025, 3 + i * 4, 10, 8))).toBe(true)
        expect(seedIfEmpty(db, Date.now())).toBe(false)
        const rows = {
          articles: db
            .prepare(
              'SELECT slug, title_fr, title_en, description_fr, description_en, author_name, category_id FROM articles ORDER BY id',
            )
            .all(),
          slides: db
            .prepare(
              'SELECT slug, sort_order, title_fr, description_en, image_url, image FROM hero_slides ORDER BY id',
            )
            .all(),
          events: db.prepare('SELECT title_fr, is_featured, registration_link FROM events ORDER BY id').all(),
          pages: db.prepare('SELECT key, data FROM pages ORDER BY key').all(),
          team: db.prepare('SELECT name_fr, image, email FROM team_members ORDER BY id').all(),
          comments: db.prepare('SELECT article_id, content, status FROM comments ORDER BY id').all(),
        }
        db.close()
        return rows
      })
      expect(snapshots[0]).toEqual(snapshots[1])
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    }
  })

  it('takes well under 10 s on a fresh data folder, pictures included', async () => {
    const started = performance.now()
    const server = await startTestServer()
    const elapsed = performance.now() - started
    console.log(`first start with seeding and ${SEED_MEDIA.length} pictures: ${elapsed.toFixed(0)} ms`)
    await server.stop()
    expect(elapsed).toBeLessThan(10_000)
  })
})

describe('pictures', () => {
  it('renders the same bytes for the same picture', async () => {
    const spec = SEED_MEDIA.find((m) => m.file === 'equipe-2.jpg')!.spec
    expect((await renderImage(spec)).equals(await renderImage(spec))).toBe(true)
  })

  it('renders seed pictures at their sizes: slides 1600x900, cards 800x600, portraits 400x400, PNG logos', async () => {
    const expectations: [string, number, number, string][] = [
      ['slide-eau.jpg', 1600, 900, 'jpeg'],
      ['article-sante-1.jpg', 800, 600, 'jpeg'],
      ['equipe-3.jpg', 400, 400, 'jpeg'],
      ['partenaire-2.png', 480, 200, 'png'],
    ]
    for (const [file, width, height, format] of expectations) {
      const entry = SEED_MEDIA.find((m) => m.file === file)!
      const meta = await sharp(await renderImage(entry.spec)).metadata()
      expect([meta.width, meta.height, meta.format], file).toEqual([width, height, format])
    }
  })

  it('keeps the fallback section PNGs under 60 KB at 800x600', async () => {
    for (const { path, spec } of FALLBACKS.filter((f) => f.path.startsWith('section/'))) {
      const data = await renderImage(spec)
      const meta = await sharp(data).metadata()
      expect([meta.width, meta.height, meta.format], path).toEqual([800, 600, 'png'])
      expect(data.length, path).toBeLessThan(60 * 1024)
    }
  })
})
