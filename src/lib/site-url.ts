/** Public origin of the site (e.g. https://www.example.org), set at build time by SITE_URL. */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL || 'http://localhost:4173').replace(/\/+$/, '')

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`
}
