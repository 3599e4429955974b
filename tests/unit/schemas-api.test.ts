import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../../scripts/pipeline/sanitize'
import { localize, text } from '../../src/shared/i18n/localize'
import {
  DEFAULT_ICON,
  ICON_NAMES,
  aboutPageSchema,
  articleSchema,
  articleStatsSchema,
  commentInputSchema,
  commentSchema,
  eventSchema,
  focusItemSchema,
  heroSlideSchema,
  historyPageSchema,
  missionPageSchema,
  oddSectionSchema,
  partnerSchema,
  presentationVideoSchema,
  projectSchema,
  strategySchema,
  teamMemberSchema,
} from '../../src/shared/schemas/api'
import * as apiSchemas from '../../src/shared/schemas/api'
import { endpointOf } from '../../src/shared/schemas/endpoint-schemas'
import { ENDPOINTS, FORM_PATHS, SNAPSHOT_NAMES } from '../../src/shared/schemas/endpoints'
import { API_PATHS } from '../../src/shared/schemas/paths'
import { UnsanitizedHtml } from '../../src/shared/schemas/rich-text'
import { collectImageRefs, resolveImageSources } from '../../src/shared/schemas/images'
import {
  RecordValidationError,
  ResponseShapeError,
  formatDropped,
  parseArticlesPage,
  parseList,
  parseObject,
} from '../../src/shared/schemas/parse'

const options = { sanitizeHtml: sanitizeRichText }

const slide = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'acces-eau-potable',
  order: 1,
  title_fr: 'L’eau potable pour tous',
  title_en: 'Clean water for everyone',
  description_fr: '<p>Des forages à <strong>Djougou</strong>.</p>',
  description_en: '<p>Boreholes in <strong>Djougou</strong>.</p>',
  image_url: 'https://api.example.org/media/slide-eau.jpg',
  created_at: '2025-01-15T09:30:00+01:00',
  updated_at: '2025-02-01T10:00:00.123456Z',
  ...overrides,
})

describe('list bodies', () => {
  it('accepts a bare array', () => {
    const parsed = parseList(
      'heroSlides',
      heroSlideSchema,
      [slide(), slide({ id: 2, slug: 'sante' })],
      options,
    )
    expect(parsed.records.map((record) => record.id)).toEqual([1, 2])
    expect(parsed.dropped).toEqual([])
  })

  it('accepts a DRF page with results, count, next and previous', () => {
    const body = { count: 1, next: null, previous: null, results: [slide()] }
    const parsed = parseList('heroSlides', heroSlideSchema, body, options)
    expect(parsed.records).toHaveLength(1)
    expect(parsed.records[0]?.slug).toBe('acces-eau-potable')
  })

  it('refuses a body that is neither', () => {
    expect(() => parseList('heroSlides', heroSlideSchema, { detail: 'Not found.' }, options)).toThrow(
      ResponseShapeError,
    )
    expect(() => parseList('heroSlides', heroSlideSchema, 'oops', options)).toThrow(/heroSlides/)
  })
})

describe('normalised records', () => {
  it('folds _fr/_en pairs, renames to camelCase and keeps ISO dates', () => {
    const [record] = parseList('heroSlides', heroSlideSchema, [slide()], options).records
    expect(record).toEqual({
      id: 1,
      slug: 'acces-eau-potable',
      order: 1,
      title: { fr: 'L’eau potable pour tous', en: 'Clean water for everyone' },
      description: {
        fr: '<p>Des forages à <strong>Djougou</strong>.</p>',
        en: '<p>Boreholes in <strong>Djougou</strong>.</p>',
      },
      image: { src: 'https://api.example.org/media/slide-eau.jpg' },
      createdAt: '2025-01-15T09:30:00+01:00',
      updatedAt: '2025-02-01T10:00:00.123456Z',
    })
  })

  it('leaves a missing or null English value undefined, so pages fall back to French', () => {
    const [record] = parseList(
      'heroSlides',
      heroSlideSchema,
      [slide({ title_en: null, description_en: undefined })],
      options,
    ).records
    expect(record?.title.en).toBeUndefined()
    expect(record?.description.en).toBeUndefined()
    expect(text(record?.title, 'en')).toBe('L’eau potable pour tous')
  })

  it('treats a blank English value as missing', () => {
    const [record] = parseList('heroSlides', heroSlideSchema, [slide({ title_en: '   ' })], options).records
    expect(record?.title).toEqual({ fr: 'L’eau potable pour tous' })
  })

  it('turns a missing French value into an empty string instead of failing', () => {
    const [record] = parseList(
      'heroSlides',
      heroSlideSchema,
      [slide({ title_fr: null, description_fr: undefined, title_en: 'Only English' })],
      options,
    ).records
    expect(record?.title).toEqual({ fr: '', en: 'Only English' })
    expect(record?.description.fr).toBe('')
  })

  it('reads image_url or image, cover_image_url or cover_image', () => {
    const withImage = parseList(
      'heroSlides',
      heroSlideSchema,
      [slide({ image_url: null, image: '/media/b.jpg' })],
      options,
    )
    expect(withImage.records[0]?.image).toEqual({ src: '/media/b.jpg' })
    const noImage = parseList('heroSlides', heroSlideSchema, [slide({ image_url: '', image: null })], options)
    expect(noImage.records[0]?.image).toBeNull()

    const article = { id: 4, slug: 'forages-djougou', title_fr: 'Forages' }
    const covers = parseList(
      'articles',
      articleSchema,
      [
        { ...article, cover_image_url: 'https://api.example.org/media/c1.jpg' },
        { ...article, id: 5, slug: 'autre', cover_image: 'https://api.example.org/media/c2.jpg' },
      ],
      options,
    ).records
    expect(covers.map((record) => record.cover?.src)).toEqual([
      'https://api.example.org/media/c1.jpg',
      'https://api.example.org/media/c2.jpg',
    ])
  })

  it('reads a project title given once or as a pair', () => {
    const parsed = parseList(
      'projects',
      projectSchema,
      [
        {
          id: 1,
          title: 'Accès à l’eau',
          description: 'Forages',
          image: '/media/p.jpg',
          link: '/projet/projets-acces-eau',
          stats: '12 forages',
        },
        { id: 2, title_fr: 'Santé communautaire', title_en: 'Community health', image_url: '/media/q.jpg' },
      ],
      options,
    )
    expect(parsed.records[0]).toMatchObject({
      title: { fr: 'Accès à l’eau' },
      description: { fr: 'Forages' },
      stats: { fr: '12 forages' },
      image: { src: '/media/p.jpg' },
      link: '/projet/projets-acces-eau',
    })
    expect(parsed.records[1]?.title).toEqual({ fr: 'Santé communautaire', en: 'Community health' })
    expect(parsed.records[1]?.link).toBeNull()
  })

  it('replaces an unsafe link or image by null without dropping the record', () => {
    const [event] = parseList(
      'eventsAll',
      eventSchema,
      [
        {
          id: 9,
          title_fr: 'Journée de l’eau',
          event_date: '2025-03-22T09:00:00+01:00',
          is_featured: 'true',
          registration_link: 'javascript:alert(1)',
          image_url: 'data:image/svg+xml;base64,AAAA',
        },
      ],
      options,
    ).records
    expect(event).toMatchObject({ id: 9, isFeatured: true, registrationLink: null, image: null })
  })

  it('keeps a safe registration link and reads booleans given as numbers', () => {
    const [event] = parseList(
      'eventsAll',
      eventSchema,
      [{ id: 3, is_featured: 0, registration_link: 'https://forms.example.org/inscription' }],
      options,
    ).records
    expect(event).toMatchObject({
      isFeatured: false,
      registrationLink: 'https://forms.example.org/inscription',
    })
  })

  it('gives strategies and ODD sections per-language images', () => {
    const [strategy] = parseList(
      'strategies',
      strategySchema,
      [{ id: 1, title_fr: 'Eau', image_fr: null, image_en: '/media/en.jpg', image_url: '/media/any.jpg' }],
      options,
    ).records
    expect(strategy?.image).toEqual({ fr: { src: '/media/any.jpg' }, en: { src: '/media/en.jpg' } })
    expect(localize(strategy?.image, 'fr')).toEqual({ src: '/media/any.jpg' })

    const [section] = parseList(
      'oddSections',
      oddSectionSchema,
      [
        {
          is_active: true,
          order: 2,
          created_at: '2025-01-01',
          left_panel_image_fr: '/media/l.png',
          left_panel_description_fr: 'Objectif 6',
          right_panel_image_fr: '/media/r.png',
          right_panel_image_en: '/media/r-en.png',
        },
      ],
      options,
    ).records
    expect(section).toMatchObject({
      id: null,
      isActive: true,
      order: 2,
      leftPanelImage: { fr: { src: '/media/l.png' } },
      rightPanelImage: { fr: { src: '/media/r.png' }, en: { src: '/media/r-en.png' } },
      leftPanelDescription: { fr: 'Objectif 6' },
    })
  })

  it('normalises articles with their category and a default author of null', () => {
    const [article] = parseList(
      'articles',
      articleSchema,
      [
        {
          id: '12',
          slug: 'sante-bohicon',
          title_fr: 'Santé à Bohicon',
          published_at: '2025-04-02T08:00:00+01:00',
          author_name: null,
          category: 3,
          category_info: { id: 3, libelle_fr: 'Santé', libelle_en: 'Health' },
        },
      ],
      options,
    ).records
    expect(article).toMatchObject({
      id: 12,
      publishedAt: '2025-04-02T08:00:00+01:00',
      authorName: null,
      category: 3,
      categoryInfo: { id: 3, libelle: { fr: 'Santé', en: 'Health' } },
    })
  })

  it('reads team members with optional e-mail and LinkedIn', () => {
    const [member] = parseList(
      'team',
      teamMemberSchema,
      [
        {
          id: 1,
          name_fr: 'Aïcha Dossou',
          position_fr: 'Coordinatrice',
          position_en: 'Coordinator',
          bio_fr: '<p>Ingénieure <em>hydraulique</em>.</p>',
          image: null,
          linkedin: 'https://www.linkedin.com/in/exemple',
          email: 'pas une adresse',
        },
      ],
      options,
    ).records
    expect(member).toMatchObject({
      name: { fr: 'Aïcha Dossou' },
      position: { fr: 'Coordinatrice', en: 'Coordinator' },
      bio: { fr: '<p>Ingénieure <em>hydraulique</em>.</p>' },
      image: null,
      linkedin: 'https://www.linkedin.com/in/exemple',
      email: null,
    })
  })

  it('needs a URL for a presentation video and reads its thumbnail', () => {
    const parsed = parseList(
      'presentationVideos',
      presentationVideoSchema,
      [
        { video_url: 'https://videos.example.org/ahb.mp4', thumbnail_url: '/media/t.jpg' },
        { thumbnail_url: '/media/u.jpg' },
      ],
      options,
    )
    expect(parsed.records).toEqual([
      {
        id: null,
        title: { fr: '' },
        videoUrl: 'https://videos.example.org/ahb.mp4',
        thumbnail: { src: '/media/t.jpg' },
      },
    ])
    expect(parsed.dropped).toEqual([{ id: null, field: 'video_url', message: expect.any(String) }])
  })

  it('keeps a partner without logo and a focus item without slug', () => {
    expect(parseList('partners', partnerSchema, [{ id: 1, name: 'UNICEF Bénin' }], options).records).toEqual([
      { id: 1, name: 'UNICEF Bénin', logo: null },
    ])
    const [item] = parseList(
      'focusItems',
      focusItemSchema,
      [
        {
          id: 5,
          slug: null,
          title_fr: 'Notre action',
          category_fr: 'Focus',
          gradient: 'from-sky-500 to-blue-700',
        },
      ],
      options,
    ).records
    expect(item).toMatchObject({
      slug: null,
      category: { fr: 'Focus' },
      gradient: 'from-sky-500 to-blue-700',
    })
  })
})

describe('dropped records', () => {
  it('drops a record that fails and names its id and field, keeping the others', () => {
    const parsed = parseList(
      'heroSlides',
      heroSlideSchema,
      [
        slide(),
        slide({ id: 7, slug: '../../etc/passwd' }),
        slide({ id: 8, slug: 'ok', created_at: 'hier' }),
        { slug: 'x' },
      ],
      options,
    )
    expect(parsed.records.map((record) => record.id)).toEqual([1])
    expect(parsed.dropped).toEqual([
      { id: 7, field: 'slug', message: expect.stringMatching(/slug/) },
      { id: 8, field: 'created_at', message: expect.stringMatching(/ISO 8601/) },
      { id: null, field: 'id', message: expect.any(String) },
    ])
    expect(formatDropped('heroSlides', parsed.dropped[0]!)).toBe(
      'warning: heroSlides: dropped record id=7, field "slug": ' + parsed.dropped[0]!.message,
    )
  })

  it('names the nested field of a page object that fails', () => {
    const body = { hero_title_fr: 'Mission', pillars_items_fr: [{ title: 'Eau', points: 'pas une liste' }] }
    expect(() => parseObject('missionPage', missionPageSchema, body, options)).toThrow(RecordValidationError)
    try {
      parseObject('missionPage', missionPageSchema, body, options)
    } catch (error) {
      expect((error as RecordValidationError).record.field).toBe('pillars_items_fr.0.points')
    }
  })
})

describe('icons', () => {
  it('keeps recognised names, reads other spellings, and defaults the rest', () => {
    const body = {
      objectives_items_fr: [
        { title: 'A', icon: 'Droplets' },
        { title: 'B', icon: 'heart-pulse' },
        { title: 'C', icon: 'Rocket' },
        { title: 'D' },
      ],
    }
    const page = parseObject('aboutPage', aboutPageSchema, body, options)
    expect(page?.objectivesItems.fr.map((item) => item.icon)).toEqual([
      'Droplets',
      'HeartPulse',
      DEFAULT_ICON,
      DEFAULT_ICON,
    ])
    expect(ICON_NAMES).toHaveLength(14)
    expect(ICON_NAMES).toContain(DEFAULT_ICON)
  })
})

describe('pages', () => {
  it('reads lists of strings and of objects in both languages', () => {
    const page = parseObject(
      'missionPage',
      missionPageSchema,
      {
        hero_title_fr: 'Notre mission',
        hero_title_en: 'Our mission',
        context_content_fr: '<p>Au Bénin <script>alert(1)</script>…</p>',
        vision_items_fr: ['Eau potable', null, 'Santé'],
        vision_items_en: ['Clean water', 'Health'],
        change_axes_items_fr: [{ icon: 'Zap', label: 'Énergie' }, 'Gouvernance'],
        objective_2026_stats_fr: [{ value: 500, label: 'forages', subtitle: 'd’ici 2026' }],
      },
      options,
    )
    expect(page?.heroTitle).toEqual({ fr: 'Notre mission', en: 'Our mission' })
    expect(page?.contextContent.fr).toBe('<p>Au Bénin …</p>')
    expect(page?.visionItems).toEqual({ fr: ['Eau potable', 'Santé'], en: ['Clean water', 'Health'] })
    expect(page?.changeAxesItems.fr).toEqual([
      { icon: 'Zap', label: 'Énergie' },
      { icon: DEFAULT_ICON, label: 'Gouvernance' },
    ])
    expect(page?.changeAxesItems.en).toBeUndefined()
    expect(page?.objective2026Stats.fr).toEqual([{ value: '500', label: 'forages', subtitle: 'd’ici 2026' }])
    expect(page?.pillarsItems).toEqual({ fr: [] })
  })

  it('splits a list given once with suffixed item fields', () => {
    const page = parseObject(
      'historyPage',
      historyPageSchema,
      {
        stats_items: [
          {
            icon: 'Users',
            value: '15K+',
            label_fr: 'Bénéficiaires',
            label_en: 'Beneficiaries',
            gradient: 'from-rose-500 to-red-700',
          },
        ],
        vision_goals_fr: [{ icon: 'Leaf', title: 'Environnement', description: 'Reboiser' }],
      },
      options,
    )
    expect(page?.statsItems).toEqual({
      fr: [
        {
          icon: 'Users',
          value: '15K+',
          label: 'Bénéficiaires',
          description: '',
          gradient: 'from-rose-500 to-red-700',
        },
      ],
      en: [
        {
          icon: 'Users',
          value: '15K+',
          label: 'Beneficiaries',
          description: '',
          gradient: 'from-rose-500 to-red-700',
        },
      ],
    })
    expect(page?.visionGoals.fr).toEqual([{ icon: 'Leaf', title: 'Environnement', description: 'Reboiser' }])
  })

  it('accepts a page given as a one-item list, and gives null for an empty one', () => {
    expect(
      parseObject('aboutPage', aboutPageSchema, [{ hero_title_fr: 'À propos' }], options)?.heroTitle,
    ).toEqual({
      fr: 'À propos',
    })
    expect(parseObject('aboutPage', aboutPageSchema, { results: [] }, options)).toBeNull()
  })

  it('reads article stats as a list or a map of counts', () => {
    const list = parseObject(
      'articleStats',
      articleStatsSchema,
      {
        total_articles: 31,
        recent_articles: 4,
        articles_by_category: [{ category_id: 1, libelle_fr: 'Eau', libelle_en: 'Water', count: 9 }],
      },
      options,
    )
    expect(list).toEqual({
      totalArticles: 31,
      recentArticles: 4,
      articlesByCategory: [{ categoryId: 1, libelle: { fr: 'Eau', en: 'Water' }, count: 9 }],
    })
    const map = parseObject(
      'articleStats',
      articleStatsSchema,
      { total_articles: '2', articles_by_category: { Eau: 2 } },
      options,
    )
    expect(map?.articlesByCategory).toEqual([{ categoryId: null, libelle: { fr: 'Eau' }, count: 2 }])
    expect(map?.recentArticles).toBe(0)
  })
})

describe('articles pages', () => {
  const article = (id: number) => ({ id, slug: `article-${id}`, title_fr: `Article ${id}` })

  it('reads results with pagination', () => {
    const body = {
      results: [article(1), article(2)],
      pagination: { page: 1, page_size: 2, total_pages: 4, total_count: 7 },
    }
    const page = parseArticlesPage('articles', articleSchema, body, 2, options)
    expect(page.records).toHaveLength(2)
    expect(page.totalPages).toBe(4)
    expect(page.totalCount).toBe(7)
  })

  it('derives the pages from DRF count and the page size', () => {
    const page = parseArticlesPage(
      'articles',
      articleSchema,
      { count: 19, next: 'x', previous: null, results: [article(1)] },
      9,
      options,
    )
    expect(page.totalCount).toBe(19)
    expect(page.totalPages).toBe(3)
  })

  it('counts one page for a bare array or an empty listing', () => {
    expect(parseArticlesPage('articles', articleSchema, [article(1)], 9, options)).toMatchObject({
      totalPages: 1,
      totalCount: 1,
    })
    expect(parseArticlesPage('articles', articleSchema, { count: 0, results: [] }, 9, options)).toMatchObject(
      {
        totalPages: 1,
        totalCount: 0,
      },
    )
  })
})

describe('rich text', () => {
  it('is sanitized while parsing, by the sanitizer given', () => {
    const [record] = parseList(
      'heroSlides',
      heroSlideSchema,
      [slide({ description_fr: '<img src=x onerror="alert(1)"><p onclick="x()">Texte</p>' })],
      { sanitizeHtml: sanitizeRichText },
    ).records
    // An image without alt gets an empty one (docs/architecture.md#html-validity): decorative until said otherwise.
    expect(record?.description.fr).toBe('<img src="x" alt="" /><p>Texte</p>')
  })

  it('cannot be used without a sanitizer: the schema alone leaves it wrapped, neither text nor JSON', () => {
    const raw = heroSlideSchema.parse(slide({ description_fr: '<img src=x onerror="alert(1)">' }))
    expect(raw.description).toBeInstanceOf(UnsanitizedHtml)
    expect(() => JSON.stringify(raw)).toThrow(/not sanitized/)
    expect(() => String(raw.description)).toThrow(/not sanitized/)
  })

  it('is sanitized by a pass of its own, in both languages, each parse with its own sanitizer', () => {
    const seen: string[] = []
    // A sanitizer that parses another record with another sanitizer: nothing is shared between the two.
    const outer = (dirty: string) => {
      seen.push(dirty)
      const [inner] = parseList('heroSlides', heroSlideSchema, [slide({ description_fr: '<b>in</b>' })], {
        sanitizeHtml: () => 'inner',
      }).records
      return `${inner?.description.fr}:${dirty.length}`
    }
    const [record] = parseList(
      'heroSlides',
      heroSlideSchema,
      [slide({ description_fr: '<p>fr</p>', description_en: '<p>english</p>' })],
      { sanitizeHtml: outer },
    ).records
    expect(seen).toEqual(['<p>fr</p>', '<p>english</p>'])
    expect(record?.description).toEqual({ fr: 'inner:9', en: 'inner:14' })
    expect(Object.keys(record!)).toEqual(Object.keys(heroSlideSchema.parse(slide())))
  })

  it('leaves plain-text fields alone (comments are text, never HTML)', () => {
    const [comment] = parseList(
      'comments',
      commentSchema,
      [
        {
          id: 1,
          visitor_name: 'Koffi',
          content: '<b>Merci</b> & bravo',
          created_at: '2025-05-01T12:00:00Z',
          article: 3,
        },
      ],
      options,
    ).records
    expect(comment?.content).toBe('<b>Merci</b> & bravo')
  })
})

describe('comments', () => {
  it('reads the moderation status, published by default', () => {
    const parsed = parseList(
      'comments',
      commentSchema,
      [
        { id: 1, visitor_name: 'A', content: 'x', status: 'pending' },
        { id: 2, visitor_name: 'B', content: 'y', status: 'published' },
        { id: 3, visitor_name: 'C', content: 'z' },
      ],
      options,
    )
    expect(parsed.records.map((comment) => comment.status)).toEqual(['pending', 'published', 'published'])
  })

  it('turns the form into the API body and refuses an empty field', () => {
    const body = commentInputSchema.parse({
      visitorName: '  Mariam  ',
      visitorEmail: 'mariam@example.org',
      content: 'Très bel article.',
      article: 12,
    })
    expect(body).toEqual({
      visitor_name: 'Mariam',
      visitor_email: 'mariam@example.org',
      content: 'Très bel article.',
      article: 12,
    })
    const empty = commentInputSchema.safeParse({
      visitorName: ' ',
      visitorEmail: 'a@b',
      content: 'x',
      article: 1,
    })
    expect(empty.success).toBe(false)
    expect(empty.error?.issues[0]?.path).toEqual(['visitorName'])
  })
})

describe('images inside records', () => {
  it('finds every ImageRef, nested in localized values too, and resolves relative ones', () => {
    const strategies = parseList(
      'strategies',
      strategySchema,
      [
        { id: 1, image_en: '/media/en.jpg', image_url: 'media/fr.jpg' },
        { id: 2, image: 'https://cdn.example.org/s.jpg' },
      ],
      options,
    ).records
    expect(collectImageRefs(strategies)).toHaveLength(3)
    resolveImageSources(strategies, 'http://127.0.0.1:8000/')
    expect(collectImageRefs(strategies).map((ref) => ref.src)).toEqual([
      'http://127.0.0.1:8000/media/fr.jpg',
      'http://127.0.0.1:8000/media/en.jpg',
      'https://cdn.example.org/s.jpg',
    ])
  })
})

describe('endpoint registry', () => {
  it('gives each declared endpoint its name, its API path and the schema its declaration names', () => {
    expect(SNAPSHOT_NAMES).toEqual(Object.keys(ENDPOINTS))
    for (const name of SNAPSHOT_NAMES) {
      const definition = endpointOf(name)
      expect(definition.name).toBe(name)
      expect(definition.path).toMatch(/^\/api\/[a-z-]+\/(?:[a-z-]+\/)?$/)
      expect(definition.schema).toBe(apiSchemas[ENDPOINTS[name].schema])
      expect(API_PATHS[name]).toBe(definition.path)
    }
    expect(endpointOf('eventsFeatured').query).toEqual({ filter: 'featured' })
    expect(endpointOf('articles').kind).toBe('articles')
    expect(endpointOf('aboutPage').kind).toBe('object')
    expect(endpointOf('contactForm').absent).toEqual({ offered: false, maxLength: {} })
  })

  it('keeps the paths of the forms beside the snapshots’ paths', () => {
    for (const [name, path] of Object.entries(FORM_PATHS)) expect(API_PATHS).toHaveProperty(name, path)
    expect(Object.keys(API_PATHS)).toHaveLength(SNAPSHOT_NAMES.length + Object.keys(FORM_PATHS).length)
  })
})
