import { z } from 'zod'
import {
  emailAddress,
  gradientOf,
  htmlOf,
  imageOf,
  isoDate,
  link,
  listIn,
  listPair,
  localizedFields,
  localizedImageOf,
  looseBoolean,
  looseNumber,
  looseText,
  pairOf,
  recordId,
  slug,
  spreadUnsuffixedLists,
  textList,
  urlText,
} from './fields'
import { COMMENT_EMAIL, COMMENT_EMAIL_MESSAGE, commentBodyOf, commentOf } from './comment-check'
import { toIconName } from './icons'
export { contactEndpointSchema } from './contact-endpoint'
import type { Sanitized } from './rich-text'

/**
 * One zod schema per record of docs/behaviour.md#records. Input: the raw API record (snake_case,
 * `x_fr`/`x_en` pairs, alternative field names). Output: the normalised record the pages consume (camelCase,
 * `Localized` values, `ImageRef`s, rich text sanitized). Parse through `parse.ts`, which drops bad records
 * and lends the HTML sanitizer.
 */

export type { ImageRef } from './fields'
export { ICON_NAMES, DEFAULT_ICON, toIconName, type IconName } from './icons'
export { EVENT_FILTERS, ARTICLE_SORTS, type EventFilter, type ArticleSort } from './paths'

const optionalId = recordId.nullish()
const iconField = z.unknown().optional().transform(toIconName)

// ── Home blocks ──────────────────────────────────────────────────────────────────────────────────────────

export const heroSlideSchema = z
  .object({
    id: recordId,
    slug,
    order: looseNumber,
    ...localizedFields('title'),
    ...localizedFields('description'),
    image_url: urlText,
    image: urlText,
    created_at: isoDate,
    updated_at: isoDate,
  })
  .transform((r) => ({
    id: r.id,
    slug: r.slug,
    order: r.order ?? null,
    title: pairOf(r, 'title'),
    /** HTML, sanitized. */
    description: htmlOf(r, 'description'),
    image: imageOf(r.image_url, r.image),
    createdAt: r.created_at ?? null,
    updatedAt: r.updated_at ?? null,
  }))

export const presentationVideoSchema = z
  .object({
    id: optionalId,
    ...localizedFields('title'),
    video_url: z.string().trim().min(1, 'A video needs its URL'),
    thumbnail_url: urlText,
    thumbnail: urlText,
  })
  .transform((r, ctx) => {
    const videoUrl = link(r.video_url)
    if (!videoUrl || videoUrl.startsWith('mailto:') || videoUrl.startsWith('tel:')) {
      ctx.addIssue({ code: 'custom', path: ['video_url'], message: 'Expected an http(s) or relative URL' })
      return z.NEVER
    }
    return {
      id: r.id ?? null,
      title: pairOf(r, 'title'),
      videoUrl,
      thumbnail: imageOf(r.thumbnail_url, r.thumbnail),
    }
  })

export const eventSchema = z
  .object({
    id: recordId,
    ...localizedFields('title'),
    ...localizedFields('description'),
    ...localizedFields('location'),
    event_date: isoDate,
    image_url: urlText,
    image: urlText,
    is_featured: looseBoolean,
    registration_link: urlText,
  })
  .transform((r) => ({
    id: r.id,
    title: pairOf(r, 'title'),
    /** HTML, sanitized. */
    description: htmlOf(r, 'description'),
    /** Plain text; an extra of the reference back-end (docs/behaviour.md#records), '' when absent. */
    location: pairOf(r, 'location'),
    eventDate: r.event_date ?? null,
    image: imageOf(r.image_url, r.image),
    isFeatured: r.is_featured,
    registrationLink: link(r.registration_link),
  }))

export const projectSchema = z
  .object({
    id: recordId,
    ...localizedFields('title'),
    ...localizedFields('description'),
    ...localizedFields('stats'),
    image_url: urlText,
    image: urlText,
    link: urlText,
  })
  .transform((r) => ({
    id: r.id,
    title: pairOf(r, 'title'),
    /** Plain text. */
    description: pairOf(r, 'description'),
    /** Short status badge, e.g. "12 forages". */
    stats: pairOf(r, 'stats'),
    image: imageOf(r.image_url, r.image),
    link: link(r.link),
  }))

export const focusItemSchema = z
  .object({
    id: recordId,
    slug: slug.nullish(),
    ...localizedFields('title'),
    ...localizedFields('description'),
    ...localizedFields('category'),
    image_url: urlText,
    image: urlText,
    gradient: looseText,
  })
  .transform((r) => ({
    id: r.id,
    slug: r.slug || null,
    title: pairOf(r, 'title'),
    /** HTML, sanitized. */
    description: htmlOf(r, 'description'),
    category: pairOf(r, 'category'),
    image: imageOf(r.image_url, r.image),
    gradient: gradientOf(r.gradient),
  }))

export const strategySchema = z
  .object({
    id: recordId,
    ...localizedFields('title'),
    ...localizedFields('description'),
    image_fr: urlText,
    image_en: urlText,
    image_url: urlText,
    image: urlText,
  })
  .transform((r) => ({
    id: r.id,
    title: pairOf(r, 'title'),
    /** HTML, sanitized. */
    description: htmlOf(r, 'description'),
    /** Per-language image; French falls back to `image_url`, then `image`. */
    image: localizedImageOf(r.image_fr, r.image_en, r.image_url, r.image),
  }))

export const partnerSchema = z
  .object({
    id: recordId,
    name: looseText,
    logo_url: urlText,
    logo: urlText,
  })
  .transform((r) => ({
    id: r.id,
    name: r.name ?? '',
    logo: imageOf(r.logo_url, r.logo),
  }))

export const oddSectionSchema = z
  .object({
    id: optionalId,
    is_active: looseBoolean,
    order: looseNumber,
    created_at: isoDate,
    ...localizedFields('title'),
    left_panel_image_fr: urlText,
    left_panel_image_en: urlText,
    left_panel_image: urlText,
    ...localizedFields('left_panel_description'),
    right_panel_image_fr: urlText,
    right_panel_image_en: urlText,
    right_panel_image: urlText,
    ...localizedFields('right_panel_description'),
  })
  .transform((r) => ({
    id: r.id ?? null,
    isActive: r.is_active,
    order: r.order ?? null,
    createdAt: r.created_at ?? null,
    title: pairOf(r, 'title'),
    leftPanelImage: localizedImageOf(r.left_panel_image_fr, r.left_panel_image_en, r.left_panel_image),
    /** Plain text. */
    leftPanelDescription: pairOf(r, 'left_panel_description'),
    rightPanelImage: localizedImageOf(r.right_panel_image_fr, r.right_panel_image_en, r.right_panel_image),
    /** Plain text. */
    rightPanelDescription: pairOf(r, 'right_panel_description'),
  }))

// ── News ─────────────────────────────────────────────────────────────────────────────────────────────────

export const categorySchema = z
  .object({ id: recordId, ...localizedFields('libelle') })
  .transform((r) => ({ id: r.id, libelle: pairOf(r, 'libelle') }))

const categoryInfoSchema = z
  .object({ id: optionalId, ...localizedFields('libelle') })
  .transform((r) => ({ id: r.id ?? null, libelle: pairOf(r, 'libelle') }))

export const articleSchema = z
  .object({
    id: recordId,
    slug,
    ...localizedFields('title'),
    ...localizedFields('description'),
    cover_image_url: urlText,
    cover_image: urlText,
    published_at: isoDate,
    author_name: looseText,
    category: optionalId,
    category_info: categoryInfoSchema.nullish(),
  })
  .transform((r) => ({
    id: r.id,
    slug: r.slug,
    title: pairOf(r, 'title'),
    /** The article body: HTML, sanitized. */
    description: htmlOf(r, 'description'),
    cover: imageOf(r.cover_image_url, r.cover_image),
    publishedAt: r.published_at ?? null,
    /** Null when the back-end has none: the page shows its default author (AHB). */
    authorName: r.author_name?.trim() || null,
    category: r.category ?? r.category_info?.id ?? null,
    categoryInfo: r.category_info ?? null,
  }))

const categoryCountSchema = z
  .object({
    category_id: optionalId,
    id: optionalId,
    ...localizedFields('libelle'),
    count: looseNumber,
  })
  .transform((r) => ({
    categoryId: r.category_id ?? r.id ?? null,
    libelle: pairOf(r, 'libelle'),
    count: r.count ?? 0,
  }))

export const articleStatsSchema = z
  .object({
    total_articles: looseNumber,
    recent_articles: looseNumber,
    // A list of counts per category, or a plain `{ label: count }` map.
    articles_by_category: z
      .union([z.array(categoryCountSchema), z.record(z.string(), looseNumber)])
      .nullish(),
  })
  .transform((r) => ({
    totalArticles: r.total_articles ?? 0,
    /** Articles of the last 30 days. */
    recentArticles: r.recent_articles ?? 0,
    articlesByCategory: Array.isArray(r.articles_by_category)
      ? r.articles_by_category
      : Object.entries(r.articles_by_category ?? {}).map(([label, count]) => ({
          categoryId: null,
          libelle: { fr: label },
          count: count ?? 0,
        })),
  }))

export const commentSchema = z
  .object({
    id: recordId,
    visitor_name: looseText,
    content: looseText,
    created_at: isoDate,
    article: optionalId,
    status: looseText,
    is_approved: z.boolean().nullish(),
  })
  .transform(commentOf)

/** What the comment form sends: all fields required (docs/behaviour.md#forms); output is the API body. */
export const commentInputSchema = z
  .object({
    visitorName: z.string().trim().min(1),
    visitorEmail: z.string().trim().regex(COMMENT_EMAIL, COMMENT_EMAIL_MESSAGE),
    content: z.string().trim().min(1),
    article: recordId,
  })
  .transform(commentBodyOf)

// ── Team ─────────────────────────────────────────────────────────────────────────────────────────────────

export const teamMemberSchema = z
  .object({
    id: recordId,
    ...localizedFields('name'),
    ...localizedFields('position'),
    ...localizedFields('bio'),
    image_url: urlText,
    image: urlText,
    linkedin: urlText,
    email: looseText,
  })
  .transform((r) => ({
    id: r.id,
    name: pairOf(r, 'name'),
    position: pairOf(r, 'position'),
    /** HTML, sanitized. */
    bio: htmlOf(r, 'bio'),
    image: imageOf(r.image_url, r.image),
    linkedin: link(r.linkedin),
    email: emailAddress(r.email),
  }))

// ── Page items (lists inside the about, mission and history pages) ───────────────────────────────────────

const strategyAxisItem = z
  .object({ title: looseText, objectif: looseText, actions: textList, gradient: looseText })
  .transform((r) => ({
    title: r.title ?? '',
    objectif: r.objectif ?? '',
    actions: r.actions,
    gradient: gradientOf(r.gradient),
  }))

/** An objective or a pillar: a titled card with points. */
const pointsCardItem = z
  .object({ title: looseText, points: textList, icon: iconField, gradient: looseText })
  .transform((r) => ({
    title: r.title ?? '',
    points: r.points,
    icon: r.icon,
    gradient: gradientOf(r.gradient),
  }))

/** A list entry given as a string or as an object with its text under a usual name. */
const labelItem = z.union([
  z.string(),
  z.number().transform(String),
  z
    .object({ label: looseText, title: looseText, text: looseText, name: looseText })
    .transform((r) => r.label ?? r.title ?? r.text ?? r.name ?? ''),
])

const iconLabelItem = z.union([
  z.string().transform((label) => ({ icon: toIconName(undefined), label })),
  z
    .object({ icon: iconField, label: looseText, title: looseText })
    .transform((r) => ({ icon: r.icon, label: r.label ?? r.title ?? '' })),
])

const statCardItem = z
  .object({ value: looseText, label: looseText, subtitle: looseText })
  .transform((r) => ({ value: r.value ?? '', label: r.label ?? '', subtitle: r.subtitle ?? '' }))

const historyStatItem = z
  .object({
    icon: iconField,
    value: looseText,
    label: looseText,
    description: looseText,
    gradient: looseText,
  })
  .transform((r) => ({
    icon: r.icon,
    value: r.value ?? '',
    label: r.label ?? '',
    description: r.description ?? '',
    gradient: gradientOf(r.gradient),
  }))

const visionGoalItem = z
  .object({ icon: iconField, title: looseText, description: looseText })
  .transform((r) => ({ icon: r.icon, title: r.title ?? '', description: r.description ?? '' }))

/** `x_fr` and `x_en` lists of one item schema. */
function localizedList<K extends string, T extends z.ZodType>(key: K, item: T) {
  return { [`${key}_fr`]: listIn('fr', item), [`${key}_en`]: listIn('en', item) } as Record<
    `${K}_fr` | `${K}_en`,
    ReturnType<typeof listIn<T>>
  >
}

// ── Pages ────────────────────────────────────────────────────────────────────────────────────────────────

const ABOUT_LISTS = ['strategy_axes', 'objectives_items', 'change_axes_items', 'catalysts_items'] as const

export const aboutPageSchema = z.preprocess(
  spreadUnsuffixedLists(ABOUT_LISTS),
  z
    .object({
      ...localizedFields('hero_title'),
      ...localizedFields('hero_subtitle'),
      ...localizedFields('preface_title'),
      ...localizedFields('preface_content'),
      ...localizedFields('vision_title'),
      ...localizedFields('vision_content'),
      ...localizedFields('strategy_title'),
      ...localizedFields('strategy_subtitle'),
      ...localizedFields('strategy_vision_title'),
      ...localizedFields('strategy_vision_content'),
      ...localizedList('strategy_axes', strategyAxisItem),
      ...localizedFields('objectives_title'),
      ...localizedFields('objectives_subtitle'),
      ...localizedList('objectives_items', pointsCardItem),
      ...localizedFields('approaches_title'),
      ...localizedFields('change_axes_title'),
      ...localizedList('change_axes_items', labelItem),
      ...localizedFields('catalysts_title'),
      ...localizedList('catalysts_items', labelItem),
    })
    .transform((r) => ({
      heroTitle: pairOf(r, 'hero_title'),
      heroSubtitle: pairOf(r, 'hero_subtitle'),
      prefaceTitle: pairOf(r, 'preface_title'),
      /** HTML, sanitized. */
      prefaceContent: htmlOf(r, 'preface_content'),
      visionTitle: pairOf(r, 'vision_title'),
      /** HTML, sanitized. */
      visionContent: htmlOf(r, 'vision_content'),
      strategyTitle: pairOf(r, 'strategy_title'),
      strategySubtitle: pairOf(r, 'strategy_subtitle'),
      strategyVisionTitle: pairOf(r, 'strategy_vision_title'),
      /** HTML, sanitized. */
      strategyVisionContent: htmlOf(r, 'strategy_vision_content'),
      strategyAxes: listPair(r.strategy_axes_fr, r.strategy_axes_en),
      objectivesTitle: pairOf(r, 'objectives_title'),
      objectivesSubtitle: pairOf(r, 'objectives_subtitle'),
      objectivesItems: listPair(r.objectives_items_fr, r.objectives_items_en),
      approachesTitle: pairOf(r, 'approaches_title'),
      changeAxesTitle: pairOf(r, 'change_axes_title'),
      changeAxesItems: listPair(r.change_axes_items_fr, r.change_axes_items_en),
      catalystsTitle: pairOf(r, 'catalysts_title'),
      catalystsItems: listPair(r.catalysts_items_fr, r.catalysts_items_en),
    })),
)

const MISSION_LISTS = [
  'vision_items',
  'pillars_items',
  'change_axes_items',
  'catalysts_items',
  'objective_2026_stats',
] as const

export const missionPageSchema = z.preprocess(
  spreadUnsuffixedLists(MISSION_LISTS),
  z
    .object({
      ...localizedFields('hero_title'),
      ...localizedFields('hero_subtitle'),
      ...localizedFields('context_title'),
      ...localizedFields('context_content'),
      ...localizedFields('vision_title'),
      ...localizedFields('vision_content'),
      ...localizedList('vision_items', labelItem),
      ...localizedFields('pillars_title'),
      ...localizedList('pillars_items', pointsCardItem),
      ...localizedFields('strategy_title'),
      ...localizedFields('change_axes_title'),
      ...localizedList('change_axes_items', iconLabelItem),
      ...localizedFields('catalysts_title'),
      ...localizedList('catalysts_items', labelItem),
      ...localizedFields('objective_2026_title'),
      ...localizedFields('objective_2026_content'),
      ...localizedList('objective_2026_stats', statCardItem),
    })
    .transform((r) => ({
      heroTitle: pairOf(r, 'hero_title'),
      heroSubtitle: pairOf(r, 'hero_subtitle'),
      contextTitle: pairOf(r, 'context_title'),
      /** HTML, sanitized. */
      contextContent: htmlOf(r, 'context_content'),
      visionTitle: pairOf(r, 'vision_title'),
      /** HTML, sanitized. */
      visionContent: htmlOf(r, 'vision_content'),
      visionItems: listPair(r.vision_items_fr, r.vision_items_en),
      pillarsTitle: pairOf(r, 'pillars_title'),
      pillarsItems: listPair(r.pillars_items_fr, r.pillars_items_en),
      strategyTitle: pairOf(r, 'strategy_title'),
      changeAxesTitle: pairOf(r, 'change_axes_title'),
      changeAxesItems: listPair(r.change_axes_items_fr, r.change_axes_items_en),
      catalystsTitle: pairOf(r, 'catalysts_title'),
      catalystsItems: listPair(r.catalysts_items_fr, r.catalysts_items_en),
      objective2026Title: pairOf(r, 'objective_2026_title'),
      /** HTML, sanitized. */
      objective2026Content: htmlOf(r, 'objective_2026_content'),
      objective2026Stats: listPair(r.objective_2026_stats_fr, r.objective_2026_stats_en),
    })),
)

const HISTORY_LISTS = ['stats_items', 'vision_goals'] as const

export const historyPageSchema = z.preprocess(
  spreadUnsuffixedLists(HISTORY_LISTS),
  z
    .object({
      ...localizedFields('hero_title'),
      ...localizedFields('hero_subtitle'),
      ...localizedFields('parcours_title'),
      ...localizedFields('parcours_content'),
      ...localizedFields('stats_title'),
      ...localizedFields('stats_subtitle'),
      ...localizedList('stats_items', historyStatItem),
      ...localizedFields('vision_title'),
      ...localizedFields('vision_content'),
      ...localizedList('vision_goals', visionGoalItem),
      ...localizedFields('cta_title'),
      ...localizedFields('cta_content'),
      ...localizedFields('cta_donate_button'),
      ...localizedFields('cta_volunteer_button'),
    })
    .transform((r) => ({
      heroTitle: pairOf(r, 'hero_title'),
      heroSubtitle: pairOf(r, 'hero_subtitle'),
      parcoursTitle: pairOf(r, 'parcours_title'),
      /** HTML, sanitized. */
      parcoursContent: htmlOf(r, 'parcours_content'),
      statsTitle: pairOf(r, 'stats_title'),
      statsSubtitle: pairOf(r, 'stats_subtitle'),
      statsItems: listPair(r.stats_items_fr, r.stats_items_en),
      visionTitle: pairOf(r, 'vision_title'),
      /** HTML, sanitized. */
      visionContent: htmlOf(r, 'vision_content'),
      visionGoals: listPair(r.vision_goals_fr, r.vision_goals_en),
      ctaTitle: pairOf(r, 'cta_title'),
      /** HTML, sanitized. */
      ctaContent: htmlOf(r, 'cta_content'),
      ctaDonateButton: pairOf(r, 'cta_donate_button'),
      ctaVolunteerButton: pairOf(r, 'cta_volunteer_button'),
    })),
)

// ── Types the pages consume ──────────────────────────────────────────────────────────────────────────────

export type HeroSlide = Sanitized<z.output<typeof heroSlideSchema>>
export type PresentationVideo = Sanitized<z.output<typeof presentationVideoSchema>>
export type SiteEvent = Sanitized<z.output<typeof eventSchema>>
export type Project = Sanitized<z.output<typeof projectSchema>>
export type FocusItem = Sanitized<z.output<typeof focusItemSchema>>
export type Strategy = Sanitized<z.output<typeof strategySchema>>
export type Partner = Sanitized<z.output<typeof partnerSchema>>
export type OddSection = Sanitized<z.output<typeof oddSectionSchema>>
export type Category = Sanitized<z.output<typeof categorySchema>>
export type CategoryInfo = Sanitized<z.output<typeof categoryInfoSchema>>
export type Article = Sanitized<z.output<typeof articleSchema>>
export type ArticleStats = Sanitized<z.output<typeof articleStatsSchema>>
export type Comment = Sanitized<z.output<typeof commentSchema>>
export type CommentInput = z.input<typeof commentInputSchema>
export type CommentPostBody = z.output<typeof commentInputSchema>
export type TeamMember = Sanitized<z.output<typeof teamMemberSchema>>
export type AboutPage = Sanitized<z.output<typeof aboutPageSchema>>
export type MissionPage = Sanitized<z.output<typeof missionPageSchema>>
export type HistoryPage = Sanitized<z.output<typeof historyPageSchema>>
