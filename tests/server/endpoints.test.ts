import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ISO_WITH_OFFSET,
  getJson,
  rawRequest,
  startTestServer,
  type ArticleJson,
  type TestServer,
} from './helpers'

let server: TestServer
let base: string

beforeAll(async () => {
  // ahb.example stands for the public name of the API (ALLOWED_HOSTS), on which media URLs are built.
  server = await startTestServer({ allowedHosts: ['127.0.0.1', 'ahb.example'] })
  base = server.url
})
afterAll(async () => {
  await server.stop()
})

const ICONS = [
  'Home',
  'ScrollText',
  'Droplets',
  'HeartPulse',
  'Leaf',
  'Users',
  'BookOpen',
  'GitFork',
  'Zap',
  'Trophy',
  'Calendar',
  'Award',
  'TrendingUp',
  'HeartHandshake',
]
const GRADIENT = /^from-[a-z]+-\d{3} to-[a-z]+-\d{3}$/

function expectMediaUrl(value: unknown): void {
  expect(typeof value).toBe('string')
  expect(value as string).toMatch(new RegExp(`^${base}/media/[A-Za-z0-9._-]+\\.(jpg|png)$`))
}

function expectBilingual(record: Record<string, unknown>, field: string): void {
  expect(typeof record[`${field}_fr`]).toBe('string')
  expect((record[`${field}_fr`] as string).length).toBeGreaterThan(0)
  expect(typeof record[`${field}_en`]).toBe('string')
}

describe('JSON conventions', () => {
  it('answers JSON with the utf-8 content type', async () => {
    const res = await fetch(`${base}/api/categories/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  it('answers 404 with an error field for an unknown /api path, and for a path without its trailing slash', async () => {
    for (const path of ['/api/unknown/', '/api/articles', '/api/', '/api', '/api/articles/12/']) {
      const { status, body } = await getJson<{ error: string }>(base, path)
      expect(status, path).toBe(404)
      expect(typeof body.error).toBe('string')
    }
  })

  it('answers 405 with an Allow header for a wrong method', async () => {
    // Without a body: a body on a route that reads none is refused first, 413 (tests/server/connections.test.ts).
    const post = await fetch(`${base}/api/articles/`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toContain('GET')
    expect(((await post.json()) as { error: string }).error).toBeTruthy()
    const withBody = await fetch(`${base}/api/articles/`, { method: 'POST', body: '{}' })
    expect(withBody.status).toBe(413)
    expect(withBody.headers.get('connection')).toBe('close')
    const get = await fetch(`${base}/api/comments/`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toContain('POST')
    const del = await fetch(`${base}/api/team/`, { method: 'DELETE' })
    expect(del.status).toBe(405)
  })

  it('leaves paths outside /api and /media to others: the standalone server answers them 404', async () => {
    const res = await fetch(`${base}/fr/actualites`)
    expect(res.status).toBe(404)
  })
})

describe('hero slides', () => {
  it('lists five slides with orders 0 to 4 and every field', async () => {
    const { status, body } = await getJson<Record<string, unknown>[]>(base, '/api/hero-slides/')
    expect(status).toBe(200)
    expect(Array.isArray(body)).toBe(true)
    expect(body.map((s) => s.order).sort()).toEqual([0, 1, 2, 3, 4])
    for (const slide of body) {
      expect(typeof slide.id).toBe('number')
      expect(slide.slug).toMatch(/^[a-z0-9-]+$/)
      expectBilingual(slide, 'title')
      expectBilingual(slide, 'description')
      expect((slide.description_fr as string).length).toBeGreaterThanOrEqual(200)
      expect(slide.description_fr as string).toMatch(/<p>/)
      expect(slide.created_at).toMatch(ISO_WITH_OFFSET)
      expect(slide.updated_at).toMatch(ISO_WITH_OFFSET)
      expectMediaUrl(slide.image_url ?? slide.image)
    }
    expect(body.some((s) => s.image_url === null && typeof s.image === 'string')).toBe(true)
  })

  it('finds a slide by slug and answers 404 with "Slide non trouvé" otherwise', async () => {
    const list = (await getJson<{ slug: string; id: number }[]>(base, '/api/hero-slides/')).body
    const first = list[0]!
    const one = await getJson<{ id: number }>(base, `/api/hero-slides/slug/${first.slug}/`)
    expect(one.status).toBe(200)
    expect(one.body.id).toBe(first.id)
    const missing = await getJson(base, '/api/hero-slides/slug/nexiste-pas/')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: 'Slide non trouvé' })
  })
})

describe('presentation videos', () => {
  it('lists one video, an MP4 this back-end serves, with a generated thumbnail', async () => {
    const { body } = await getJson<{ video_url: string; thumbnail_url: string }[]>(
      base,
      '/api/presentation-videos/',
    )
    expect(body).toHaveLength(1)
    expect(body[0]!.video_url).toBe('/media/ahb-presentation.mp4')
    expectMediaUrl(body[0]!.thumbnail_url)
    const video = await fetch(base + body[0]!.video_url)
    expect(video.status).toBe(200)
    expect(video.headers.get('content-type')).toBe('video/mp4')
    expect(video.headers.get('accept-ranges')).toBe('bytes')
    const bytes = Buffer.from(await video.arrayBuffer())
    // An MP4 (ISO BMFF) file opens with its 'ftyp' box; a sample, not a download: under 500 KB.
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
    expect(bytes.byteLength).toBeGreaterThan(10_000)
    expect(bytes.byteLength).toBeLessThan(500_000)
  })

  it('serves the video by byte ranges, as browsers ask to seek (206)', async () => {
    const path = '/media/ahb-presentation.mp4'
    const whole = Buffer.from(await (await fetch(base + path)).arrayBuffer())
    const size = whole.byteLength
    const cases: [string, number, number][] = [
      ['bytes=0-1', 0, 1],
      ['bytes=100-', 100, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=1000-${size + 5000}`, 1000, size - 1],
    ]
    for (const [range, start, end] of cases) {
      const res = await rawRequest(base, { path, headers: { Range: range } })
      expect(res.status, range).toBe(206)
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`)
      expect(res.headers['content-length'], range).toBe(String(end - start + 1))
      expect(res.headers['content-type']).toBe('video/mp4')
      expect(res.body.equals(whole.subarray(start, end + 1)), range).toBe(true)
    }
    const beyond = await rawRequest(base, { path, headers: { Range: `bytes=${size}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`)
    // Several ranges, or another unit: the whole file, which HTTP allows.
    for (const range of ['bytes=0-1,5-6', 'items=0-1']) {
      const res = await rawRequest(base, { path, headers: { Range: range } })
      expect(res.status, range).toBe(200)
      expect(res.body.byteLength).toBe(size)
    }
  })
})

describe('events', () => {
  type EventJson = {
    id: number
    title_fr: string
    title_en: string
    event_date: string
    is_featured: boolean
    registration_link: string | null
    image_url: string | null
  }

  it('has every field, and past, upcoming, featured events with and without registration links', async () => {
    const { body } = await getJson<EventJson[]>(base, '/api/events/?filter=all')
    expect(body).toHaveLength(8)
    const now = Date.now()
    for (const e of body) {
      expectBilingual(e as unknown as Record<string, unknown>, 'description')
      expect(e.event_date).toMatch(ISO_WITH_OFFSET)
      expect(typeof e.is_featured).toBe('boolean')
      if (e.registration_link !== null) expect(e.registration_link).toMatch(/^https:\/\//)
      if (e.image_url !== null) expectMediaUrl(e.image_url)
    }
    expect(body.some((e) => Date.parse(e.event_date) < now)).toBe(true)
    expect(body.some((e) => Date.parse(e.event_date) >= now)).toBe(true)
    expect(body.some((e) => e.is_featured)).toBe(true)
    expect(body.some((e) => e.registration_link === null)).toBe(true)
    expect(body.some((e) => e.registration_link !== null)).toBe(true)
  })

  it('upcoming (the default) lists only future events, soonest first', async () => {
    const byDefault = (await getJson<EventJson[]>(base, '/api/events/')).body
    const upcoming = (await getJson<EventJson[]>(base, '/api/events/?filter=upcoming')).body
    expect(byDefault).toEqual(upcoming)
    expect(upcoming.length).toBeGreaterThan(0)
    const dates = upcoming.map((e) => Date.parse(e.event_date))
    expect(dates.every((d) => d >= Date.now())).toBe(true)
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
  })

  it('featured lists only featured events, soonest first; all lists everything, newest first', async () => {
    const featured = (await getJson<EventJson[]>(base, '/api/events/?filter=featured')).body
    expect(featured.length).toBeGreaterThan(1)
    expect(featured.every((e) => e.is_featured)).toBe(true)
    const fd = featured.map((e) => Date.parse(e.event_date))
    expect(fd).toEqual([...fd].sort((a, b) => a - b))

    const all = (await getJson<EventJson[]>(base, '/api/events/?filter=all')).body
    const ad = all.map((e) => Date.parse(e.event_date))
    expect(ad).toEqual([...ad].sort((a, b) => b - a))
  })

  it('treats an unknown filter as upcoming', async () => {
    const odd = (await getJson<EventJson[]>(base, '/api/events/?filter=bientot')).body
    const upcoming = (await getJson<EventJson[]>(base, '/api/events/?filter=upcoming')).body
    expect(odd).toEqual(upcoming)
  })
})

describe('home blocks', () => {
  it('projects use title and image, with the three project links and short stats', async () => {
    const { body } = await getJson<Record<string, unknown>[]>(base, '/api/projects/')
    expect(body.map((p) => p.link)).toEqual([
      '/projet/projets-acces-eau',
      '/projet/projets-sante',
      '/projet/high-5-transformer-benin',
    ])
    for (const p of body) {
      expect(typeof p.id).toBe('number')
      expect(typeof p.title).toBe('string')
      expect(typeof p.description).toBe('string')
      expect(p).not.toHaveProperty('title_fr')
      expectMediaUrl(p.image)
      expect(typeof p.stats).toBe('string')
      expect((p.stats as string).length).toBeLessThanOrEqual(24)
    }
    expect(body.some((p) => p.stats === 'En cours')).toBe(true)
    // Their English beside the old French fields, for every project.
    for (const p of body) {
      for (const field of ['title_en', 'description_en', 'stats_en']) {
        expect(p[field], field).toEqual(expect.stringMatching(/\S/))
        expect(p[field]).not.toBe(p[field.replace('_en', '')])
      }
    }
    expect(body.some((p) => p.stats_en === 'Ongoing')).toBe(true)
  })

  it('focus items carry slugs (one without), categories, gradients and images', async () => {
    const { body } = await getJson<Record<string, unknown>[]>(base, '/api/focus-items/')
    const slugs = body.map((f) => f.slug)
    for (const slug of ['notre-vision', 'nos-objectifs', 'plans-strategiques', 'le-president']) {
      expect(slugs).toContain(slug)
    }
    expect(slugs).toContain(null)
    for (const f of body) {
      expectBilingual(f, 'title')
      expectBilingual(f, 'description')
      expectBilingual(f, 'category')
      expect(f.gradient).toMatch(GRADIENT)
      expectMediaUrl(f.image_url ?? f.image)
    }
    expect(body.some((f) => f.image_url === null && f.image !== null)).toBe(true)
  })

  it('lists five strategies with the image variants', async () => {
    const { body } = await getJson<Record<string, unknown>[]>(base, '/api/strategies/')
    expect(body).toHaveLength(5)
    for (const s of body) {
      expectBilingual(s, 'title')
      expectBilingual(s, 'description')
      for (const key of ['image_fr', 'image_en', 'image_url', 'image']) expect(s).toHaveProperty(key)
      expectMediaUrl(s.image_url ?? s.image ?? s.image_fr)
    }
    expect(body.some((s) => s.image_fr !== null && s.image_en !== null && s.image_fr !== s.image_en)).toBe(
      true,
    )
    expect(body.some((s) => s.image_url === null)).toBe(true)
  })

  it('lists categories with both labels', async () => {
    const { body } = await getJson<Record<string, unknown>[]>(base, '/api/categories/')
    expect(body.length).toBeGreaterThanOrEqual(5)
    for (const c of body) {
      expect(typeof c.id).toBe('number')
      expectBilingual(c, 'libelle')
      expect((c.libelle_en as string).length).toBeGreaterThan(0)
    }
  })

  it('lists six partners with PNG logos', async () => {
    const { body } = await getJson<{ id: number; name: string; logo_url: string }[]>(base, '/api/partners/')
    expect(body).toHaveLength(6)
    for (const p of body) {
      expect(p.name.length).toBeGreaterThan(2)
      expect(p.logo_url).toMatch(/\.png$/)
      expectMediaUrl(p.logo_url)
    }
  })

  it('lists three ODD sections: active and inactive, a shared top order broken by created_at', async () => {
    const { body } = await getJson<Record<string, unknown>[]>(base, '/api/odd-sections/')
    expect(body).toHaveLength(3)
    for (const o of body) {
      expect(typeof o.is_active).toBe('boolean')
      expect(typeof o.order).toBe('number')
      expect(o.created_at).toMatch(ISO_WITH_OFFSET)
      expectBilingual(o, 'title')
      expectBilingual(o, 'left_panel_description')
      expectBilingual(o, 'right_panel_description')
      for (const key of [
        'left_panel_image_fr',
        'left_panel_image_en',
        'right_panel_image_fr',
        'right_panel_image_en',
      ]) {
        expect(o).toHaveProperty(key)
      }
      expectMediaUrl(o.left_panel_image_fr)
    }
    const active = body.filter((o) => o.is_active)
    expect(body.some((o) => !o.is_active)).toBe(true)
    const top = Math.max(...active.map((o) => o.order as number))
    const tied = active.filter((o) => o.order === top)
    expect(tied.length).toBe(2)
    expect(tied[0]!.created_at).not.toBe(tied[1]!.created_at)
    const inactive = body.find((o) => !o.is_active)!
    expect(inactive.order as number).toBeGreaterThan(top)
  })

  it('lists six team members, one without a photo, some with LinkedIn and e-mail', async () => {
    const { body } = await getJson<Record<string, unknown>[]>(base, '/api/team/')
    expect(body).toHaveLength(6)
    for (const m of body) {
      expectBilingual(m, 'name')
      expectBilingual(m, 'position')
      expectBilingual(m, 'bio')
      for (const key of ['image_url', 'image', 'linkedin', 'email']) expect(m).toHaveProperty(key)
      if (m.linkedin !== null) expect(m.linkedin).toMatch(/^https:\/\//)
      if (m.email !== null) expect(m.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
    }
    expect(body.filter((m) => m.image === null && m.image_url === null)).toHaveLength(1)
    expect(body.some((m) => m.linkedin !== null)).toBe(true)
    expect(body.some((m) => m.email !== null)).toBe(true)
  })
})

describe('pages', () => {
  const fieldsOf = (names: string[]) => names.flatMap((n) => [`${n}_fr`, `${n}_en`])

  it('about page has every field in both languages, lists as arrays', async () => {
    const { status, body } = await getJson<Record<string, unknown>>(base, '/api/about-page/')
    expect(status).toBe(200)
    const names = [
      'hero_title',
      'hero_subtitle',
      'preface_title',
      'preface_content',
      'vision_title',
      'vision_content',
      'strategy_title',
      'strategy_subtitle',
      'strategy_vision_title',
      'strategy_vision_content',
      'strategy_axes',
      'objectives_title',
      'objectives_subtitle',
      'objectives_items',
      'approaches_title',
      'change_axes_title',
      'change_axes_items',
      'catalysts_title',
      'catalysts_items',
    ]
    for (const field of fieldsOf(names)) expect(body[field], field).toBeTruthy()
    expect(body.preface_content_fr as string).toMatch(/<p>/)
    const axes = body.strategy_axes_en as {
      title: string
      objectif: string
      actions: string[]
      gradient: string
    }[]
    expect(axes.length).toBe(5)
    expect(axes[0]!.actions.length).toBeGreaterThan(0)
    expect(axes[0]!.gradient).toMatch(GRADIENT)
    const objectives = body.objectives_items_fr as {
      title: string
      points: string[]
      icon: string
      gradient: string
    }[]
    expect(objectives).toHaveLength(5)
    for (const o of objectives) expect(ICONS).toContain(o.icon)
    expect(Array.isArray(body.change_axes_items_fr)).toBe(true)
    expect(Array.isArray(body.catalysts_items_en)).toBe(true)
    expect(body.hero_title_fr).not.toBe(body.hero_title_en)
  })

  it('mission page has every field, five pillars, icon axes and 2026 statistics', async () => {
    const { body } = await getJson<Record<string, unknown>>(base, '/api/mission-page/')
    const names = [
      'hero_title',
      'hero_subtitle',
      'context_title',
      'context_content',
      'vision_title',
      'vision_content',
      'vision_items',
      'pillars_title',
      'pillars_items',
      'strategy_title',
      'change_axes_title',
      'change_axes_items',
      'catalysts_title',
      'catalysts_items',
      'objective_2026_title',
      'objective_2026_content',
      'objective_2026_stats',
    ]
    for (const field of fieldsOf(names)) expect(body[field], field).toBeTruthy()
    const pillars = body.pillars_items_en as {
      title: string
      points: string[]
      icon: string
      gradient: string
    }[]
    expect(pillars).toHaveLength(5)
    for (const p of pillars) {
      expect(ICONS).toContain(p.icon)
      expect(p.gradient).toMatch(GRADIENT)
    }
    const axes = body.change_axes_items_fr as { icon: string; label: string }[]
    for (const a of axes) {
      expect(ICONS).toContain(a.icon)
      expect(a.label.length).toBeGreaterThan(0)
    }
    const stats = body.objective_2026_stats_fr as { value: string; label: string; subtitle: string }[]
    expect(stats.length).toBeGreaterThan(0)
    for (const s of stats) expect(s.value && s.label && s.subtitle).toBeTruthy()
  })

  it('history page has every field, statistics cards and vision goals', async () => {
    const { body } = await getJson<Record<string, unknown>>(base, '/api/historique-page/')
    const names = [
      'hero_title',
      'hero_subtitle',
      'parcours_title',
      'parcours_content',
      'stats_title',
      'stats_subtitle',
      'stats_items',
      'vision_title',
      'vision_content',
      'vision_goals',
      'cta_title',
      'cta_content',
      'cta_donate_button',
      'cta_volunteer_button',
    ]
    for (const field of fieldsOf(names)) expect(body[field], field).toBeTruthy()
    const stats = body.stats_items_fr as {
      icon: string
      value: string
      label: string
      description: string
      gradient: string
    }[]
    for (const s of stats) {
      expect(ICONS).toContain(s.icon)
      expect(s.gradient).toMatch(GRADIENT)
      expect(s.value && s.label && s.description).toBeTruthy()
    }
    const goals = body.vision_goals_en as { icon: string; title: string; description: string }[]
    for (const g of goals) expect(ICONS).toContain(g.icon)
  })
})

describe('media', () => {
  it('serves every image the API refers to, with its content type and a long cache header', async () => {
    const paths = [
      '/api/hero-slides/',
      '/api/projects/',
      '/api/partners/',
      '/api/team/',
      '/api/presentation-videos/',
    ]
    const urls = new Set<string>()
    for (const path of paths) {
      const text = JSON.stringify((await getJson(base, path)).body)
      for (const match of text.matchAll(/"(http:\/\/[^"]+\/media\/[^"]+)"/g)) urls.add(match[1]!)
    }
    expect(urls.size).toBeGreaterThan(15)
    for (const url of urls) {
      const res = await fetch(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe(url.endsWith('.png') ? 'image/png' : 'image/jpeg')
      expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/)
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    }
  })

  it('builds image URLs from the Host header of the request', async () => {
    const res = await rawRequest(base, { path: '/api/projects/', headers: { Host: 'ahb.example:8080' } })
    const projects = JSON.parse(res.body.toString()) as { image: string }[]
    expect(projects[0]!.image).toMatch(/^http:\/\/ahb\.example:8080\/media\/projet-eau\.jpg$/)
  })

  it('answers 404 for unknown files and never serves files outside the media folder', async () => {
    for (const path of [
      '/media/absent.jpg',
      '/media/..%2Fahb.sqlite3',
      '/media/%2e%2e/ahb.sqlite3',
      '/media/',
      '/media/x.sqlite3',
    ]) {
      const res = await rawRequest(base, { path })
      expect(res.status, path).toBe(404)
    }
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${base}/media/slide-eau.jpg`)
    const etag = first.headers.get('etag')!
    await first.arrayBuffer()
    const again = await rawRequest(base, { path: '/media/slide-eau.jpg', headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })
})

describe('articles endpoint shape', () => {
  it('gives every field of an article record', async () => {
    const { body } = await getJson<{ results: ArticleJson[] }>(base, '/api/articles/?page_size=100')
    for (const a of body.results) {
      expect(Object.keys(a).sort()).toEqual(
        [
          'author_name',
          'category',
          'category_info',
          'cover_image_url',
          'description_en',
          'description_fr',
          'id',
          'published_at',
          'slug',
          'title_en',
          'title_fr',
        ].sort(),
      )
      expect(a.published_at).toMatch(ISO_WITH_OFFSET)
      if (a.category !== null) expect(a.category_info?.id).toBe(a.category)
      else expect(a.category_info).toBeNull()
      if (a.cover_image_url !== null) expectMediaUrl(a.cover_image_url)
    }
  })
})
