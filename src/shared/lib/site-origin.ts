/**
 * The site's public origin (e.g. https://www.example.org), from the one setting SITE_URL
 * (docs/architecture.md#the-build): the build hands it to the pages as VITE_SITE_URL, and the feeds,
 * sitemap and admin page read it in Node. Without it, the local server's origin.
 */
export const DEFAULT_SITE_URL = 'http://localhost:4173'

/** A SITE_URL value as an origin: blank means the default, trailing slashes go. */
export function siteOrigin(value: string | null | undefined): string {
  return (value?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '')
}

/** Build scripts: the origin of SITE_URL in the environment. */
export function siteUrlFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return siteOrigin(env.SITE_URL)
}
