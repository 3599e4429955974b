// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
/**
 * The site's paths, in one place: the routes' patterns (src/node/routes.tsx), the prerender list
 * (scripts/build/site-paths.ts), the links of pages and menus, the feeds and the sitemap. A path here has no
 * language prefix (`localizePath` of src/shared/i18n/paths.ts adds it, or `to()` of useI18n, which calls it); a slug
 * is encoded here, once.
 */

/** The first segment of each page that names a record. */
export const SECTIONS = {
  theme: 'projets',
  project: 'projet',
  staticNews: 'news',
  info: 'info',
  publication: 'publication',
  article: 'actualite',
  slide: 'full-description',
  /** The slide's detail under its short name (both are prerendered). */
  slideAlias: 'slide',
  newsList: 'actualites',
} as const

/** The route pattern of a record's page (`actualite/:slug`). */
export function pattern(section: keyof typeof SECTIONS, param: 'slug' | 'id' = 'slug'): string {
  return `${SECTIONS[section]}/:${param}`
}

const under = (section: keyof typeof SECTIONS, slug: string | number) =>
  `/${SECTIONS[section]}/${encodeURIComponent(slug)}`

/** The privacy page's Markdown is the `info` entry of this slug, published at paths.privacy() only. */
export const PRIVACY_INFO_SLUG = 'confidentialite'

export const paths = {
  home: () => '/',
  privacy: () => '/confidentialite',
  contactThanks: () => '/contact/merci',
  /** The news feed of a language (scripts/build/rss.ts writes it). */
  feed: () => '/rss.xml',
  projects: () => `/${SECTIONS.theme}`,
  newsList: () => `/${SECTIONS.newsList}`,
  /** A category's page of the news list (docs/behaviour.md#news-list); its page N is `…/page/N`. */
  newsCategory: (slug: string) => `/${SECTIONS.newsList}/categorie/${encodeURIComponent(slug)}`,
  theme: (slug: string) => under('theme', slug),
  project: (slug: string) => under('project', slug),
  staticNews: (id: string | number) => under('staticNews', id),
  info: (slug: string) => under('info', slug),
  publication: (slug: string) => under('publication', slug),
  article: (slug: string) => under('article', slug),
  slide: (slug: string) => under('slide', slug),
  slideAlias: (slug: string) => under('slideAlias', slug),
} as const
