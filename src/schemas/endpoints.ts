import type { z } from 'zod'
import {
  type AboutPage,
  type Article,
  type ArticleStats,
  type Category,
  type FocusItem,
  type HeroSlide,
  type HistoryPage,
  type MissionPage,
  type OddSection,
  type Partner,
  type PresentationVideo,
  type Project,
  type SiteEvent,
  type Strategy,
  type TeamMember,
  aboutPageSchema,
  articleSchema,
  articleStatsSchema,
  categorySchema,
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
} from './api'
import type { ArticleComments } from './comment-page'
import { type ContactEndpoint, CONTACT_ENDPOINT_ABSENT, contactEndpointSchema } from './contact-endpoint'
import type { Localized } from './localized'
import { API_PATHS } from './paths'
import type { UnsanitizedHtml } from './rich-text'

/** What each snapshot holds once normalised: the type map of the build-time data. */
export interface SnapshotData {
  heroSlides: HeroSlide[]
  presentationVideos: PresentationVideo[]
  eventsUpcoming: SiteEvent[]
  eventsFeatured: SiteEvent[]
  eventsAll: SiteEvent[]
  projects: Project[]
  focusItems: FocusItem[]
  strategies: Strategy[]
  /** Every published article, newest first. */
  articles: Article[]
  articleStats: ArticleStats
  categories: Category[]
  partners: Partner[]
  oddSections: OddSection[]
  aboutPage: AboutPage
  missionPage: MissionPage
  historyPage: HistoryPage
  team: TeamMember[]
  /** The first page of each article's comments, newest first (none for an article whose page failed). */
  comments: ArticleComments[]
  /** Whether the back-end takes the contact form's posts (an optional endpoint), and its longest values. */
  contactForm: ContactEndpoint
}

export type SnapshotName = keyof SnapshotData

/**
 * `list`: array or `{ results }`; `object`: one record; `articles`: the paged articles list; `comments`: the
 * first page of comments of each article the `articles` endpoint gave (its schema is a comment's).
 */
export type EndpointKind = 'list' | 'object' | 'articles' | 'comments'

// The schema's output must be the snapshot's record type, each rich-text value still wrapped until the parse
// functions sanitize it (rich-text.ts): checked here, at compile time.
type WithRichText<T> = T extends Localized
  ? T | UnsanitizedHtml
  : T extends readonly (infer U)[]
    ? WithRichText<U>[]
    : T extends object
      ? { [K in keyof T]: WithRichText<T[K]> }
      : T
type SchemaFor<T> = z.ZodType<WithRichText<T>, unknown>
type EndpointShape<T> = T extends ArticleComments[]
  ? { kind: 'comments'; schema: SchemaFor<ArticleComments['comments'][number]> }
  : T extends (infer R)[]
    ? { kind: 'list' | 'articles'; schema: SchemaFor<R> }
    : { kind: 'object'; schema: SchemaFor<T> }

export type EndpointDefinition<N extends SnapshotName = SnapshotName> = EndpointShape<SnapshotData[N]> & {
  name: N
  path: string
  query?: Readonly<Record<string, string>>
  /**
   * An optional endpoint: a back-end without it answers 404, which the pipeline records as this value, a
   * successful pull, instead of a failure (docs/behaviour.md#endpoints).
   */
  absent?: SnapshotData[N]
}

/**
 * One entry per snapshot, in the order the pipeline reports them. The comments come after the articles, whose
 * ids they need.
 */
export const ENDPOINTS: { readonly [N in SnapshotName]: EndpointDefinition<N> } = {
  heroSlides: { name: 'heroSlides', path: API_PATHS.heroSlides, kind: 'list', schema: heroSlideSchema },
  presentationVideos: {
    name: 'presentationVideos',
    path: API_PATHS.presentationVideos,
    kind: 'list',
    schema: presentationVideoSchema,
  },
  eventsUpcoming: {
    name: 'eventsUpcoming',
    path: API_PATHS.events,
    query: { filter: 'upcoming' },
    kind: 'list',
    schema: eventSchema,
  },
  eventsFeatured: {
    name: 'eventsFeatured',
    path: API_PATHS.events,
    query: { filter: 'featured' },
    kind: 'list',
    schema: eventSchema,
  },
  eventsAll: {
    name: 'eventsAll',
    path: API_PATHS.events,
    query: { filter: 'all' },
    kind: 'list',
    schema: eventSchema,
  },
  projects: { name: 'projects', path: API_PATHS.projects, kind: 'list', schema: projectSchema },
  focusItems: { name: 'focusItems', path: API_PATHS.focusItems, kind: 'list', schema: focusItemSchema },
  strategies: { name: 'strategies', path: API_PATHS.strategies, kind: 'list', schema: strategySchema },
  articles: {
    name: 'articles',
    path: API_PATHS.articles,
    query: { sort: '-published_at' },
    kind: 'articles',
    schema: articleSchema,
  },
  articleStats: {
    name: 'articleStats',
    path: API_PATHS.articleStats,
    kind: 'object',
    schema: articleStatsSchema,
  },
  categories: { name: 'categories', path: API_PATHS.categories, kind: 'list', schema: categorySchema },
  partners: { name: 'partners', path: API_PATHS.partners, kind: 'list', schema: partnerSchema },
  oddSections: { name: 'oddSections', path: API_PATHS.oddSections, kind: 'list', schema: oddSectionSchema },
  aboutPage: { name: 'aboutPage', path: API_PATHS.aboutPage, kind: 'object', schema: aboutPageSchema },
  missionPage: {
    name: 'missionPage',
    path: API_PATHS.missionPage,
    kind: 'object',
    schema: missionPageSchema,
  },
  historyPage: {
    name: 'historyPage',
    path: API_PATHS.historyPage,
    kind: 'object',
    schema: historyPageSchema,
  },
  team: { name: 'team', path: API_PATHS.team, kind: 'list', schema: teamMemberSchema },
  // Its path is the articles' (each article's comments are under it): a snapshot's source is checked on it.
  comments: { name: 'comments', path: API_PATHS.articles, kind: 'comments', schema: commentSchema },
  contactForm: {
    name: 'contactForm',
    path: API_PATHS.contact,
    kind: 'object',
    schema: contactEndpointSchema,
    absent: CONTACT_ENDPOINT_ABSENT,
  },
}

export const SNAPSHOT_NAMES = Object.keys(ENDPOINTS) as SnapshotName[]

/** The file the pipeline writes per endpoint: `<snapshotDir>/<name>.json`. */
export interface SnapshotFile<N extends SnapshotName = SnapshotName> {
  name: N
  /** ISO date-time of the successful fetch. */
  fetchedAt: string
  /** The URL the data came from. */
  source: string
  data: SnapshotData[N]
}
