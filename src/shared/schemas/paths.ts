// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
import { ENDPOINTS, FORM_PATHS, type SnapshotName } from './endpoints'

/**
 * The API paths of docs/behaviour.md#endpoints, from the endpoints' declarations (endpoints.ts): one per
 * snapshot (the three events snapshots share theirs) and the forms'. The browser's fetchers use them; this
 * module loads no zod.
 */
export const API_PATHS = /* @__PURE__ */ apiPaths()

function apiPaths() {
  const snapshots = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, { path }]) => [name, path]))
  return { ...(snapshots as { readonly [N in SnapshotName]: (typeof ENDPOINTS)[N]['path'] }), ...FORM_PATHS }
}

/** The field of a comment post that carries the form's token, and of the back-end's refusal of it. */
export const FORM_TOKEN_FIELD = 'form_token'

export const heroSlideBySlugPath = (slug: string) =>
  `${API_PATHS.heroSlides}slug/${encodeURIComponent(slug)}/`
export const articleBySlugPath = (slug: string) => `${API_PATHS.articles}slug/${encodeURIComponent(slug)}/`
export const articleCommentsPath = (articleId: number) => `${API_PATHS.articles}${articleId}/comments/`

/** `filter` values of /api/events/. */
export const EVENT_FILTERS = ['upcoming', 'featured', 'all'] as const
export type EventFilter = (typeof EVENT_FILTERS)[number]

/** `sort` values of /api/articles/: latest, oldest, title. */
export const ARTICLE_SORTS = ['-published_at', 'published_at', 'title_fr'] as const
export type ArticleSort = (typeof ARTICLE_SORTS)[number]
