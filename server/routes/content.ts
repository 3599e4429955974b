import { toIso } from '../db/time'
import { error, json } from '../http/reply'
import type { RouteHandler } from '../http/router'
import { mediaUrl } from '../store/media-url'
import type { RouteDeps } from './context'

/** Columns shared by the bilingual tables; the types say what the SELECTs below return. */
interface Bilingual {
  title_fr: string
  title_en: string
  description_fr: string
  description_en: string
}

interface SlideRow extends Bilingual {
  id: number
  slug: string
  sort_order: number
  image_url: string | null
  image: string | null
  created_at: number
  updated_at: number
}

interface EventRow extends Bilingual {
  id: number
  location: string
  event_date: number
  image_url: string | null
  is_featured: number
  registration_link: string | null
}

type EventFilter = 'upcoming' | 'featured' | 'all'

function serializeSlide(row: SlideRow, origin: string) {
  return {
    id: row.id,
    slug: row.slug,
    order: row.sort_order,
    title_fr: row.title_fr,
    title_en: row.title_en,
    description_fr: row.description_fr,
    description_en: row.description_en,
    image_url: mediaUrl(origin, row.image_url),
    image: mediaUrl(origin, row.image),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }
}

export function slideRoutes(deps: RouteDeps): Record<'list' | 'bySlug', RouteHandler> {
  const all = deps.db.prepare('SELECT * FROM hero_slides ORDER BY sort_order ASC, id ASC')
  const one = deps.db.prepare('SELECT * FROM hero_slides WHERE slug = ?')
  return {
    list: ({ origin }) =>
      json(
        200,
        (all.all() as SlideRow[]).map((row) => serializeSlide(row, origin)),
      ),
    bySlug: ({ params, origin }) => {
      const row = one.get(params.slug ?? '') as SlideRow | undefined
      return row ? json(200, serializeSlide(row, origin)) : error(404, 'Slide non trouvé')
    },
  }
}

export function eventRoutes(deps: RouteDeps): RouteHandler {
  const upcoming = deps.db.prepare(
    'SELECT * FROM events WHERE event_date >= ? ORDER BY event_date ASC, id ASC',
  )
  const featured = deps.db.prepare(
    'SELECT * FROM events WHERE is_featured = 1 ORDER BY event_date ASC, id ASC',
  )
  const all = deps.db.prepare('SELECT * FROM events ORDER BY event_date DESC, id DESC')
  const select: Record<EventFilter, () => unknown[]> = {
    upcoming: () => upcoming.all(deps.now()),
    featured: () => featured.all(),
    all: () => all.all(),
  }
  return ({ query, origin }) => {
    const asked = query.get('filter')
    const filter: EventFilter = asked === 'featured' || asked === 'all' ? asked : 'upcoming'
    const rows = select[filter]() as EventRow[]
    return json(
      200,
      rows.map((row) => ({
        id: row.id,
        title_fr: row.title_fr,
        title_en: row.title_en,
        description_fr: row.description_fr,
        description_en: row.description_en,
        location: row.location,
        event_date: toIso(row.event_date),
        image_url: mediaUrl(origin, row.image_url),
        is_featured: row.is_featured === 1,
        registration_link: row.registration_link,
      })),
    )
  }
}

/** A list endpoint: one SELECT, one row mapper. */
function listOf<Row>(deps: RouteDeps, sql: string, map: (row: Row, origin: string) => unknown): RouteHandler {
  const statement = deps.db.prepare(sql)
  return ({ origin }) =>
    json(
      200,
      (statement.all() as Row[]).map((row) => map(row, origin)),
    )
}

export function collectionRoutes(deps: RouteDeps) {
  return {
    videos: listOf<{
      id: number
      title_fr: string
      title_en: string
      video_url: string
      thumbnail: string | null
      created_at: number
    }>(
      deps,
      'SELECT * FROM presentation_videos WHERE is_active = 1 ORDER BY created_at DESC, id DESC',
      (row, origin) => ({
        id: row.id,
        title_fr: row.title_fr,
        title_en: row.title_en,
        video_url: row.video_url,
        thumbnail_url: mediaUrl(origin, row.thumbnail),
        created_at: toIso(row.created_at),
      }),
    ),
    projects: listOf<{
      id: number
      title: string
      title_en: string
      description: string
      description_en: string
      image: string | null
      link: string
      stats: string
      stats_en: string
    }>(deps, 'SELECT * FROM projects ORDER BY sort_order ASC, id ASC', (row, origin) => ({
      id: row.id,
      title: row.title,
      title_en: row.title_en,
      description: row.description,
      description_en: row.description_en,
      image: mediaUrl(origin, row.image),
      link: row.link,
      stats: row.stats,
      stats_en: row.stats_en,
    })),
    focusItems: listOf<
      Bilingual & {
        id: number
        slug: string | null
        category_fr: string
        category_en: string
        image_url: string | null
        image: string | null
        gradient: string
      }
    >(deps, 'SELECT * FROM focus_items ORDER BY sort_order ASC, id ASC', (row, origin) => ({
      id: row.id,
      slug: row.slug,
      title_fr: row.title_fr,
      title_en: row.title_en,
      description_fr: row.description_fr,
      description_en: row.description_en,
      category_fr: row.category_fr,
      category_en: row.category_en,
      image_url: mediaUrl(origin, row.image_url),
      image: mediaUrl(origin, row.image),
      gradient: row.gradient,
    })),
    strategies: listOf<
      Bilingual & {
        id: number
        image_fr: string | null
        image_en: string | null
        image_url: string | null
        image: string | null
      }
    >(deps, 'SELECT * FROM strategies ORDER BY sort_order ASC, id ASC', (row, origin) => ({
      id: row.id,
      title_fr: row.title_fr,
      title_en: row.title_en,
      description_fr: row.description_fr,
      description_en: row.description_en,
      image_fr: mediaUrl(origin, row.image_fr),
      image_en: mediaUrl(origin, row.image_en),
      image_url: mediaUrl(origin, row.image_url),
      image: mediaUrl(origin, row.image),
    })),
    categories: listOf<{ id: number; libelle_fr: string; libelle_en: string }>(
      deps,
      'SELECT id, libelle_fr, libelle_en FROM categories ORDER BY id',
      (row) => ({ id: row.id, libelle_fr: row.libelle_fr, libelle_en: row.libelle_en }),
    ),
    partners: listOf<{ id: number; name: string; logo: string | null }>(
      deps,
      'SELECT * FROM partners ORDER BY sort_order ASC, id ASC',
      (row, origin) => ({ id: row.id, name: row.name, logo_url: mediaUrl(origin, row.logo) }),
    ),
    oddSections: listOf<OddRow>(
      deps,
      'SELECT * FROM odd_sections ORDER BY sort_order DESC, created_at DESC',
      (row, origin) => ({
        id: row.id,
        is_active: row.is_active === 1,
        order: row.sort_order,
        created_at: toIso(row.created_at),
        title_fr: row.title_fr,
        title_en: row.title_en,
        left_panel_image_fr: mediaUrl(origin, row.left_panel_image_fr),
        left_panel_image_en: mediaUrl(origin, row.left_panel_image_en),
        left_panel_description_fr: row.left_panel_description_fr,
        left_panel_description_en: row.left_panel_description_en,
        right_panel_image_fr: mediaUrl(origin, row.right_panel_image_fr),
        right_panel_image_en: mediaUrl(origin, row.right_panel_image_en),
        right_panel_description_fr: row.right_panel_description_fr,
        right_panel_description_en: row.right_panel_description_en,
      }),
    ),
    team: listOf<TeamRow>(
      deps,
      'SELECT * FROM team_members ORDER BY sort_order ASC, id ASC',
      (row, origin) => ({
        id: row.id,
        name_fr: row.name_fr,
        name_en: row.name_en,
        position_fr: row.position_fr,
        position_en: row.position_en,
        bio_fr: row.bio_fr,
        bio_en: row.bio_en,
        image_url: mediaUrl(origin, row.image_url),
        image: mediaUrl(origin, row.image),
        linkedin: row.linkedin,
        email: row.email,
      }),
    ),
  }
}

interface OddRow {
  id: number
  is_active: number
  sort_order: number
  created_at: number
  title_fr: string
  title_en: string
  left_panel_image_fr: string | null
  left_panel_image_en: string | null
  left_panel_description_fr: string
  left_panel_description_en: string
  right_panel_image_fr: string | null
  right_panel_image_en: string | null
  right_panel_description_fr: string
  right_panel_description_en: string
}

interface TeamRow {
  id: number
  name_fr: string
  name_en: string
  position_fr: string
  position_en: string
  bio_fr: string
  bio_en: string
  image_url: string | null
  image: string | null
  linkedin: string | null
  email: string | null
}
