/**
 * The API paths and query values of docs/behaviour.md#endpoints, shared by the endpoint registry (build time)
 * and the browser's fetchers. Kept apart from the schemas so the code every page loads can use them without
 * loading zod.
 */
export const API_PATHS = {
  heroSlides: '/api/hero-slides/',
  presentationVideos: '/api/presentation-videos/',
  events: '/api/events/',
  projects: '/api/projects/',
  focusItems: '/api/focus-items/',
  strategies: '/api/strategies/',
  articles: '/api/articles/',
  articleStats: '/api/articles/stats/',
  categories: '/api/categories/',
  comments: '/api/comments/',
  commentToken: '/api/comments/token/',
  contact: '/api/contact/',
  contactToken: '/api/contact/token/',
  partners: '/api/partners/',
  oddSections: '/api/odd-sections/',
  aboutPage: '/api/about-page/',
  missionPage: '/api/mission-page/',
  historyPage: '/api/historique-page/',
  team: '/api/team/',
} as const

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
