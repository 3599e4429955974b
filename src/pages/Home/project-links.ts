import { FIXED_SEGMENTS } from '../../shared/app/page-links'
import { stripLang } from '../../shared/i18n/paths'
import { paths } from '../../shared/app/paths'

/**
 * Where a project card leads. The API's `link` value may be an absolute URL (another site), a path of this
 * site with or without a language prefix, or the bare slug path of a static project page (`/projets-sante`,
 * docs/behaviour.md#home) which has no route of its own: that one is sent to `/projet/{slug}`, so every card
 * reaches a page that exists (docs/behaviour.md#links-to-existing-routes).
 */

/** The projects page: where a project without a usable link leads. */
export const PROJECTS_PATH = paths.projects()

export interface ProjectTarget {
  /** A site path without language prefix, or an absolute URL when `external`. */
  href: string
  external: boolean
}

/** A path segment as the slug it spells (paths.project encodes it again); one that does not decode, as it is. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** A one-segment path that is the first segment of a fixed page (docs/behaviour.md#routes) is kept as it is. */
export function projectTarget(link: string | null | undefined): ProjectTarget {
  const value = link?.trim() ?? ''
  if (/^https?:\/\//i.test(value)) return { href: value, external: true }
  if (!value.startsWith('/') || value.startsWith('//')) return { href: PROJECTS_PATH, external: false }
  const at = value.search(/[?#]/)
  const pathname = at === -1 ? value : value.slice(0, at)
  const suffix = at === -1 ? '' : value.slice(at)
  const path = stripLang(pathname).replace(/\/+$/, '') || '/'
  const segments = path.split('/').filter(Boolean)
  const only = segments[0]
  if (segments.length === 1 && only && !FIXED_SEGMENTS.has(only)) {
    return { href: `${paths.project(decodedSegment(only))}${suffix}`, external: false }
  }
  return { href: `${path}${suffix}`, external: false }
}
