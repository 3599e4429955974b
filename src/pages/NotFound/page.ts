/**
 * Any path no other route takes; the build writes the 404 page of each language itself (NOT_FOUND_PATHS of
 * scripts/build/site-paths.ts).
 */
export const path = '*'
export const staticPaths = () => []
// The 404 page may show an article or a slide newer than the build, or a page's not-found message.
export const areas = ['notFound', 'news', 'comments', 'static', 'pages'] as const
