import type { z } from 'zod'
import type * as schemas from './api'
import type { ArticleComments, CommentFetch } from './comment-page'
import type { Parsed } from './parse'

/**
 * The endpoints of docs/behaviour.md#endpoints, each declared once: its path, its kind and the name of its
 * schema in api.ts. The snapshot registry (`endpointOf`, endpoint-schemas.ts), the snapshots' types
 * (`SnapshotData`) and `API_PATHS` (paths.ts) follow from these declarations (docs/how-to.md#add-an-endpoint).
 * This module holds no zod value, so the code every page loads can read the paths (the schemas are named, and
 * only their types are imported).
 */

/**
 * `list`: array or `{ results }`; `object`: one record; `articles`: the paged articles list; `comments`: the
 * first page of comments of each article the `articles` endpoint gave (its schema is a comment's).
 */
export type EndpointKind = 'list' | 'object' | 'articles' | 'comments'

type Schemas = typeof schemas
/** The exports of api.ts that are schemas. */
export type SchemaName = { [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never }[keyof Schemas]

interface Declaration {
  path: `/api/${string}/`
  kind: EndpointKind
  schema: SchemaName
  query?: Readonly<Record<string, string>>
  /**
   * An optional endpoint: a back-end without it answers 404, which the pipeline records as this value, a
   * successful pull, instead of a failure (docs/behaviour.md#endpoints).
   */
  absent?: unknown
}

/**
 * One entry per snapshot, in the order the pipeline reports them. The comments come after the articles, whose
 * ids they need.
 */
export const ENDPOINTS = {
  heroSlides: { path: '/api/hero-slides/', kind: 'list', schema: 'heroSlideSchema' },
  presentationVideos: { path: '/api/presentation-videos/', kind: 'list', schema: 'presentationVideoSchema' },
  eventsUpcoming: {
    path: '/api/events/',
    query: { filter: 'upcoming' },
    kind: 'list',
    schema: 'eventSchema',
  },
  eventsFeatured: {
    path: '/api/events/',
    query: { filter: 'featured' },
    kind: 'list',
    schema: 'eventSchema',
  },
  eventsAll: { path: '/api/events/', query: { filter: 'all' }, kind: 'list', schema: 'eventSchema' },
  projects: { path: '/api/projects/', kind: 'list', schema: 'projectSchema' },
  focusItems: { path: '/api/focus-items/', kind: 'list', schema: 'focusItemSchema' },
  strategies: { path: '/api/strategies/', kind: 'list', schema: 'strategySchema' },
  /** Every published article, newest first. */
  articles: {
    path: '/api/articles/',
    query: { sort: '-published_at' },
    kind: 'articles',
    schema: 'articleSchema',
  },
  articleStats: { path: '/api/articles/stats/', kind: 'object', schema: 'articleStatsSchema' },
  categories: { path: '/api/categories/', kind: 'list', schema: 'categorySchema' },
  partners: { path: '/api/partners/', kind: 'list', schema: 'partnerSchema' },
  oddSections: { path: '/api/odd-sections/', kind: 'list', schema: 'oddSectionSchema' },
  aboutPage: { path: '/api/about-page/', kind: 'object', schema: 'aboutPageSchema' },
  missionPage: { path: '/api/mission-page/', kind: 'object', schema: 'missionPageSchema' },
  historyPage: { path: '/api/historique-page/', kind: 'object', schema: 'historyPageSchema' },
  team: { path: '/api/team/', kind: 'list', schema: 'teamMemberSchema' },
  /**
   * The first page of each article's comments, newest first (none for an article whose page failed). Its path
   * is the articles' (each article's comments are under it): a snapshot's source is checked on it.
   */
  comments: { path: '/api/articles/', kind: 'comments', schema: 'commentSchema' },
  /** Whether the back-end takes the contact form's posts (an optional endpoint), and its longest values. */
  contactForm: {
    path: '/api/contact/',
    kind: 'object',
    schema: 'contactEndpointSchema',
    absent: { offered: false, maxLength: {} },
  },
} as const satisfies Record<string, Declaration>

/** The endpoints the browser sends forms to, which no snapshot holds (docs/behaviour.md#forms). */
export const FORM_PATHS = {
  commentPost: '/api/comments/',
  commentToken: '/api/comments/token/',
  contactToken: '/api/contact/token/',
} as const

type Declarations = typeof ENDPOINTS
export type SnapshotName = keyof Declarations

/** The record a snapshot's schema gives, sanitized. */
type RecordOf<N extends SnapshotName> = Parsed<Schemas[Declarations[N]['schema']]>

type DataOfDeclarations = {
  [N in SnapshotName]: Declarations[N]['kind'] extends 'object'
    ? RecordOf<N>
    : Declarations[N]['kind'] extends 'comments'
      ? ArticleComments[]
      : RecordOf<N>[]
}

/**
 * What each snapshot holds once normalised: the type map of the build-time data, from the declarations (an
 * interface, so that `SnapshotData[N]` of a generic name stays an indexed access).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SnapshotData extends DataOfDeclarations {}

/** An optional endpoint's `absent` value must be what its snapshot holds: checked here, at compile time. */
export type AbsentValuesFit = {
  [N in SnapshotName]: Declarations[N] extends { absent: infer A }
    ? A extends SnapshotData[N]
      ? N
      : never
    : N
}[SnapshotName] extends infer Fit
  ? [SnapshotName] extends [Fit]
    ? true
    : never
  : never
export const ABSENT_VALUES_FIT: AbsentValuesFit = true

export const SNAPSHOT_NAMES = /* @__PURE__ */ Object.keys(ENDPOINTS) as SnapshotName[]

/** The file the pipeline writes per endpoint: `<snapshotDir>/<name>.json`. */
export interface SnapshotFile<N extends SnapshotName = SnapshotName> {
  name: N
  /** ISO date-time of the successful fetch. */
  fetchedAt: string
  /** The URL the data came from. */
  source: string
  data: SnapshotData[N]
  /** The comments snapshot only: each article's last fetch, by article id (not page data). */
  fetches?: Record<string, CommentFetch>
}
