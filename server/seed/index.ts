import { duplicateKey } from '../db/comment-key'
import type { Db } from '../db/open'
import { DAY_MS, daysAgoAt } from '../db/time'
import { ArticleStore } from '../store/articles'
import { ARTICLES } from './articles'
import { CATEGORIES } from './categories'
import { COMMENTS } from './comments'
import { EVENTS, PRESENTATION_VIDEO } from './events'
import { FOCUS_ITEMS } from './focus-items'
import { ODD_SECTIONS } from './odd-sections'
import { ABOUT_PAGE } from './pages/about'
import { flattenPage } from './pages/flatten'
import { HISTORY_PAGE } from './pages/history'
import { MISSION_PAGE } from './pages/mission'
import { PARTNERS } from './partners'
import { PROJECTS } from './projects'
import { SLIDES } from './slides'
import { STRATEGIES } from './strategies'
import { TEAM } from './team'
import { articleHtml } from './types'

const HOUR_MS = 3_600_000

/**
 * Fills an empty database with the sample content, in one transaction. Only dates depend on `now`: they are
 * placed relative to the seeding day, so the site always looks current. Returns false when already seeded.
 */
export function seedIfEmpty(db: Db, now: number): boolean {
  // IMMEDIATE: the check and the writes happen under one write lock, so a second process waits, then skips.
  return db
    .transaction(() => {
      if (db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get()) return false
      const categoryIds = seedCategories(db)
      const articleIds = seedArticles(db, categoryIds, now)
      seedComments(db, articleIds, now)
      seedHomeBlocks(db, now)
      seedPeopleAndPages(db, now)
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date(now).toISOString())
      return true
    })
    .immediate()
}

function seedCategories(db: Db): Map<string, number> {
  const insert = db.prepare('INSERT INTO categories (slug, libelle_fr, libelle_en) VALUES (?, ?, ?)')
  return new Map(CATEGORIES.map((c) => [c.slug, Number(insert.run(c.slug, c.fr, c.en).lastInsertRowid)]))
}

function seedArticles(
  db: Db,
  categoryIds: Map<string, number>,
  now: number,
): Map<string, { id: number; at: number }> {
  const store = new ArticleStore(db)
  const ids = new Map<string, { id: number; at: number }>()
  for (const seed of ARTICLES) {
    const at = daysAgoAt(now, seed.daysAgo, seed.hour, (seed.slug.length * 7) % 60)
    const id = store.insert(
      {
        slug: seed.slug,
        title_fr: seed.fr.title,
        title_en: seed.en?.title ?? '',
        description_fr: articleHtml(seed.fr),
        description_en: seed.en ? articleHtml(seed.en) : '',
        cover_image: seed.cover,
        published_at: at,
        author_name: seed.author,
        category_id: seed.category ? (categoryIds.get(seed.category) ?? null) : null,
      },
      at,
    )
    ids.set(seed.slug, { id, at })
  }
  return ids
}

function seedComments(db: Db, articles: Map<string, { id: number; at: number }>, now: number): void {
  const insert = db.prepare(
    `INSERT INTO comments (article_id, visitor_name, visitor_email, content, content_key, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const c of COMMENTS) {
    const article = articles.get(c.articleSlug)
    if (!article) throw new Error(`Seed comment refers to unknown article ${c.articleSlug}`)
    const at = Math.min(article.at + c.hoursAfter * HOUR_MS, now - 60_000)
    insert.run(article.id, c.name, c.email, c.content, duplicateKey(c.content), c.status, at)
  }
}

function seedHomeBlocks(db: Db, now: number): void {
  const slide = db.prepare(
    `INSERT INTO hero_slides (slug, sort_order, title_fr, title_en, description_fr, description_en, image_url, image,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  SLIDES.forEach((s, i) => {
    const created = now - (400 - i * 30) * DAY_MS
    const updated = created + (20 + i * 11) * DAY_MS
    slide.run(
      s.slug,
      s.order,
      s.title.fr,
      s.title.en,
      s.description.fr,
      s.description.en,
      s.imageUrl,
      s.image,
      created,
      updated,
    )
  })

  db.prepare(
    'INSERT INTO presentation_videos (title_fr, title_en, video_url, thumbnail, is_active, created_at) VALUES (?, ?, ?, ?, 1, ?)',
  ).run(
    PRESENTATION_VIDEO.title.fr,
    PRESENTATION_VIDEO.title.en,
    PRESENTATION_VIDEO.videoUrl,
    PRESENTATION_VIDEO.thumbnail,
    now - 90 * DAY_MS,
  )

  const event = db.prepare(
    `INSERT INTO events (title_fr, title_en, description_fr, description_en, location, event_date, image_url, is_featured,
       registration_link) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const e of EVENTS) {
    const date = daysAgoAt(now, -e.inDays, e.hour)
    event.run(
      e.title.fr,
      e.title.en,
      e.description.fr,
      e.description.en,
      e.location,
      date,
      e.image,
      e.featured ? 1 : 0,
      e.registrationLink,
    )
  }

  const project = db.prepare(
    `INSERT INTO projects (sort_order, title, title_en, description, description_en, image, link, stats, stats_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  PROJECTS.forEach((p, i) =>
    project.run(
      i,
      p.title.fr,
      p.title.en,
      p.description.fr,
      p.description.en,
      p.image,
      p.link,
      p.stats.fr,
      p.stats.en,
    ),
  )

  const focus = db.prepare(
    `INSERT INTO focus_items (sort_order, slug, title_fr, title_en, description_fr, description_en, category_fr, category_en,
       image_url, image, gradient) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  FOCUS_ITEMS.forEach((f, i) =>
    focus.run(
      i,
      f.slug,
      f.title.fr,
      f.title.en,
      f.description.fr,
      f.description.en,
      f.category.fr,
      f.category.en,
      f.imageUrl,
      f.image,
      f.gradient,
    ),
  )

  const strategy = db.prepare(
    `INSERT INTO strategies (sort_order, title_fr, title_en, description_fr, description_en, image_fr, image_en, image_url,
       image) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  STRATEGIES.forEach((s, i) =>
    strategy.run(
      i,
      s.title.fr,
      s.title.en,
      s.description.fr,
      s.description.en,
      s.imageFr,
      s.imageEn,
      s.imageUrl,
      s.image,
    ),
  )

  const partner = db.prepare('INSERT INTO partners (sort_order, name, logo) VALUES (?, ?, ?)')
  PARTNERS.forEach((p, i) => partner.run(i, p.name, p.logo))

  const odd = db.prepare(
    `INSERT INTO odd_sections (is_active, sort_order, created_at, title_fr, title_en, left_panel_image_fr, left_panel_image_en,
       left_panel_description_fr, left_panel_description_en, right_panel_image_fr, right_panel_image_en,
       right_panel_description_fr, right_panel_description_en) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const o of ODD_SECTIONS) {
    odd.run(
      o.active ? 1 : 0,
      o.order,
      daysAgoAt(now, o.createdDaysAgo, 10),
      o.title.fr,
      o.title.en,
      o.leftImage.fr,
      o.leftImage.en,
      o.leftDescription.fr,
      o.leftDescription.en,
      o.rightImage.fr,
      o.rightImage.en,
      o.rightDescription.fr,
      o.rightDescription.en,
    )
  }
}

function seedPeopleAndPages(db: Db, now: number): void {
  const member = db.prepare(
    `INSERT INTO team_members (sort_order, name_fr, name_en, position_fr, position_en, bio_fr, bio_en, image_url, image,
       linkedin, email) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  TEAM.forEach((m, i) =>
    member.run(
      i,
      m.name,
      m.name,
      m.position.fr,
      m.position.en,
      m.bio.fr,
      m.bio.en,
      m.imageUrl,
      m.image,
      m.linkedin,
      m.email,
    ),
  )

  const page = db.prepare('INSERT INTO pages (key, data, updated_at) VALUES (?, ?, ?)')
  page.run('about', JSON.stringify(flattenPage(ABOUT_PAGE)), now)
  page.run('mission', JSON.stringify(flattenPage(MISSION_PAGE)), now)
  page.run('history', JSON.stringify(flattenPage(HISTORY_PAGE)), now)
}
