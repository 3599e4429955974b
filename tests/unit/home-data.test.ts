import type { z } from 'zod'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { writeSnapshot } from '../../scripts/pipeline/snapshot-store'
import { sanitizeRichText } from '../../scripts/pipeline/sanitize'
import { clearSnapshotCache, readSnapshot } from '../../src/node/data/snapshots'
import { EXCERPT_LENGTHS } from '../../src/shared/lib/html/text'
import { endpointOf } from '../../src/shared/schemas/endpoint-schemas'
import type { SnapshotData, SnapshotName } from '../../src/shared/schemas/endpoints'
import { parseList } from '../../src/shared/schemas/parse'
import { loadHomeData } from '../../src/pages/Home/load-home-data'
import { toArticleCardView } from '../../src/shared/components/article-card-view'
import {
  HOME_LIMITS,
  toEventViews,
  toOddBlockView,
  toProjectViews,
  toSlideViews,
  toStrategyViews,
  toVideoViews,
} from '../../src/pages/Home/home-data'

/** Raw records as the back-end sends them, parsed with the real schemas and the build's sanitizer. */
function parse<N extends SnapshotName>(name: N, raw: unknown[]): SnapshotData[N] {
  const schema: z.ZodType = endpointOf(name).schema
  return parseList(name, schema, raw, { sanitizeHtml: sanitizeRichText }).records as SnapshotData[N]
}

const LONG_FR =
  'Dans les villages de la Donga, les familles parcouraient chaque jour plusieurs kilomètres pour trouver une eau qui restait souvent impropre à la consommation, surtout pendant la saison sèche.'

const rawSlides = [
  {
    id: 1,
    slug: 'eau-potable',
    order: 1,
    title_fr: 'L’eau potable pour tous',
    title_en: 'Clean water for all',
    description_fr: `<p><strong>${LONG_FR}</strong></p><script>alert(1)</script>`,
    description_en: '<p>Short English text.</p>',
    image_url: 'https://api.example.org/media/slide-eau.jpg',
  },
  {
    id: 2,
    slug: 'sante',
    order: 2,
    title_fr: 'Santé communautaire',
    description_fr: '<p>Relais formés.</p>',
    image: null,
  },
]

const rawArticles = Array.from({ length: 9 }, (_, index) => ({
  id: index + 1,
  slug: `article-${index + 1}`,
  title_fr: `Article ${index + 1}`,
  title_en: index % 2 ? `Story ${index + 1}` : '',
  description_fr: `<h2>Eau &amp; santé</h2><p>${LONG_FR}</p>`.repeat(3),
  published_at: `2025-0${9 - index}-01T09:00:00+01:00`,
  category_info: index === 0 ? null : { id: 2, libelle_fr: 'Santé', libelle_en: 'Health' },
  cover_image_url: index === 2 ? null : `https://api.example.org/media/a${index}.jpg`,
}))

describe('home views', () => {
  it('cut the slide preview at 150 characters of text, HTML stripped, with an ellipsis', () => {
    const [first, second] = toSlideViews(parse('heroSlides', rawSlides), 'fr')
    expect(first?.preview.text.endsWith('…')).toBe(true)
    expect(Array.from(first!.preview.text).length).toBeLessThanOrEqual(EXCERPT_LENGTHS.heroPreview + 1)
    expect(first?.preview.text).not.toMatch(/[<>]|alert/)
    expect(first?.preview.text.startsWith('Dans les villages de la Donga')).toBe(true)
    expect(second).toMatchObject({
      slug: 'sante',
      title: { text: 'Santé communautaire' },
      preview: { text: 'Relais formés.' },
      image: null,
    })
  })

  it('use English only where it exists, French otherwise (docs/behaviour.md#languages)', () => {
    const [first, second] = toSlideViews(parse('heroSlides', rawSlides), 'en')
    expect(first).toEqual(
      expect.objectContaining({
        title: { text: 'Clean water for all' },
        preview: { text: 'Short English text.' },
      }),
    )
    // The French shown for want of English says so, for the element that holds it (lang="fr").
    expect(second?.title).toEqual({ text: 'Santé communautaire', lang: 'fr' })
  })

  it('keep only the first presentation video', () => {
    const videos = parse('presentationVideos', [
      {
        video_url: 'https://videos.example.org/ahb.mp4',
        thumbnail_url: 'https://api.example.org/media/t.jpg',
      },
      { video_url: 'https://videos.example.org/other.mp4' },
    ])
    expect(toVideoViews(videos, 'fr')).toEqual([
      {
        title: { text: '' },
        videoUrl: 'https://videos.example.org/ahb.mp4',
        thumbnail: { src: 'https://api.example.org/media/t.jpg' },
      },
    ])
  })

  it('show at most 6 events, keeping the registration link and the featured flag', () => {
    const events = parse(
      'eventsAll',
      Array.from({ length: 8 }, (_, index) => ({
        id: index + 1,
        title_fr: `Événement ${index + 1}`,
        description_fr: '<p>Journée de <em>sensibilisation</em>.</p>',
        event_date: '2026-02-14T09:30:00+01:00',
        is_featured: index === 0,
        registration_link: index === 1 ? 'https://inscriptions.example.org/e2' : null,
      })),
    )
    const views = toEventViews(events, 'fr')
    expect(views).toHaveLength(HOME_LIMITS.events)
    expect(views[0]).toMatchObject({
      featured: true,
      registrationLink: null,
      summary: { text: 'Journée de sensibilisation.' },
    })
    expect(views[1]).toMatchObject({
      featured: false,
      registrationLink: 'https://inscriptions.example.org/e2',
    })
  })

  it('give each project its badge and a link to a page that exists', () => {
    const projects = parse('projects', [
      {
        id: 1,
        title: 'Forages dans la Donga',
        description: 'Quarante forages.',
        stats: '12 forages',
        link: '/projets-acces-eau',
      },
      {
        id: 2,
        title_fr: 'Relais de santé',
        title_en: 'Health workers',
        stats_fr: 'En cours',
        stats_en: 'Ongoing',
        link: null,
      },
    ])
    expect(toProjectViews(projects, 'en')).toEqual([
      expect.objectContaining({
        title: { text: 'Forages dans la Donga', lang: 'fr' },
        stats: { text: '12 forages', lang: 'fr' },
        href: '/projet/projets-acces-eau',
        external: false,
      }),
      expect.objectContaining({
        title: { text: 'Health workers' },
        stats: { text: 'Ongoing' },
        href: '/projets',
        external: false,
      }),
    ])
  })

  it('give article cards a 180-character text excerpt, the category label and no body', () => {
    const cards = parse('articles', rawArticles).map((article) => toArticleCardView(article, 'en'))
    const [first, second] = cards
    expect(first?.excerpt.text.startsWith('Eau & santé Dans les villages')).toBe(true)
    expect(Array.from(first!.excerpt.text).length).toBeLessThanOrEqual(EXCERPT_LENGTHS.articleCard + 1)
    // No category: null, which every card shows as "Article" (tests/unit/article-card-view.test.ts).
    expect(first?.category).toBeNull()
    expect(second).toMatchObject({
      title: { text: 'Story 2' },
      category: { text: 'Health' },
      slug: 'article-2',
    })
    expect(Object.keys(first!)).not.toContain('description')
  })

  it('cut the strategy overlay at 100 characters and take the image of the language', () => {
    const strategies = parse('strategies', [
      {
        id: 1,
        title_fr: 'Accès à l’eau',
        description_fr: `<p>${LONG_FR}</p>`,
        image_fr: 'https://api.example.org/media/s-fr.jpg',
        image_en: 'https://api.example.org/media/s-en.jpg',
      },
      {
        id: 2,
        title_fr: 'Santé',
        description_fr: '<p>Court.</p>',
        image_url: 'https://api.example.org/media/s2.jpg',
      },
    ])
    const [first, second] = toStrategyViews(strategies, 'en')
    expect(Array.from(first!.overlay.text).length).toBeLessThanOrEqual(EXCERPT_LENGTHS.strategyOverlay + 1)
    expect(first?.overlay.text.endsWith('…')).toBe(true)
    expect(first?.image?.src).toBe('https://api.example.org/media/s-en.jpg')
    expect(second?.image?.src).toBe('https://api.example.org/media/s2.jpg')
  })

  it('present the selected ODD section with both panels, or none', () => {
    const sections = parse('oddSections', [
      { id: 1, is_active: true, order: 1, created_at: '2025-01-01T00:00:00Z', title_fr: 'Ancienne' },
      {
        id: 2,
        is_active: true,
        order: 2,
        created_at: '2024-01-01T00:00:00Z',
        title_fr: 'ODD 6 : eau propre',
        title_en: 'SDG 6: clean water',
        left_panel_image_fr: 'https://api.example.org/media/l.png',
        left_panel_description_fr: '<p>Gauche</p>',
        right_panel_description_fr: 'Droite',
        right_panel_description_en: 'Right',
      },
      { id: 3, is_active: false, order: 9, created_at: '2026-01-01T00:00:00Z', title_fr: 'Inactive' },
    ])
    expect(toOddBlockView(sections, 'en')).toEqual({
      section: {
        title: { text: 'SDG 6: clean water' },
        left: {
          image: { src: 'https://api.example.org/media/l.png' },
          description: { text: 'Gauche', lang: 'fr' },
        },
        right: { image: null, description: { text: 'Right' } },
      },
    })
    expect(
      toOddBlockView(
        sections.filter((section) => section.order !== 2 && section.order !== 1),
        'fr',
      ),
    ).toEqual({
      section: null,
    })
  })
})

describe('home loader (build time)', () => {
  let dir: string
  const previousDir = process.env.SNAPSHOT_DIR

  async function snapshot<N extends SnapshotName>(name: N, data: SnapshotData[N]) {
    await writeSnapshot(dir, { name, fetchedAt: '2025-10-01T00:00:00Z', source: 'test', data })
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'home-loader-'))
    process.env.SNAPSHOT_DIR = dir
    await snapshot('heroSlides', parse('heroSlides', rawSlides))
    await snapshot('articles', parse('articles', rawArticles))
    await snapshot('partners', parse('partners', [{ id: 1, name: 'Mairie de Djougou', logo_url: null }]))
    await snapshot('oddSections', [])
  })

  afterAll(async () => {
    if (previousDir === undefined) delete process.env.SNAPSHOT_DIR
    else process.env.SNAPSHOT_DIR = previousDir
    clearSnapshotCache()
    await rm(dir, { recursive: true, force: true })
  })

  beforeEach(() => clearSnapshotCache())

  it('gives each block its views, and null for the blocks whose snapshot is missing', async () => {
    const data = await loadHomeData('fr', readSnapshot)
    expect(data.slides?.map((slide) => slide.slug)).toEqual(['eau-potable', 'sante'])
    expect(data.partners).toEqual([{ id: 1, name: 'Mairie de Djougou', logo: null }])
    expect(data.odd).toEqual({ section: null })
    expect(data.videos).toBeNull()
    expect(data.events).toBeNull()
    expect(data.projects).toBeNull()
    expect(data.focus).toBeNull()
    expect(data.strategies).toBeNull()
  })

  it('keeps only the 6 latest articles, without their bodies', async () => {
    const data = await loadHomeData('en', readSnapshot)
    expect(data.articles?.map((article) => article.slug)).toEqual([
      'article-1',
      'article-2',
      'article-3',
      'article-4',
      'article-5',
      'article-6',
    ])
    const serialized = JSON.stringify(data)
    expect(serialized).not.toContain('<h2>')
    expect(serialized).not.toContain('<p>')
    // The whole page's data stays small: texts already cut, one language only.
    expect(serialized.length).toBeLessThan(6000)
    expect(serialized).not.toContain('L’eau potable pour tous')
    expect(serialized).toContain('Clean water for all')
  })
})
