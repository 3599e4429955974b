/** The file of a prerendered path in the site: `/fr/mission` → `fr/mission.html`, `/` → `index.html`. */
export function pageFileOf(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '')
  return `${trimmed || 'index'}.html`
}
