import path from 'node:path'

/**
 * The files a URL path may be served from, in order, as the CDN resolves clean URLs:
 * `/fr/about` → `fr/about`, `fr/about.html`, `fr/about/index.html`; `/` → `index.html`.
 */
export function candidateFiles(pathname: string): string[] {
  const clean = path.posix.normalize(pathname).replace(/\/+$/, '') || '/'
  if (clean === '/') return ['index.html']
  const relative = clean.slice(1)
  return [relative, `${relative}.html`, `${relative}/index.html`]
}
