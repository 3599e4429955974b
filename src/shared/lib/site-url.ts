import { siteOrigin } from './site-origin'

/** Public origin of the site (e.g. https://www.example.org), set at build time by SITE_URL. */
export const SITE_URL: string = siteOrigin(import.meta.env.VITE_SITE_URL)

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`
}
