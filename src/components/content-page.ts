import type { Collection, ContentEntry } from '../schemas/content'

/** What the loader of a `content/` page hands to the browser: the entry without its build-only details. */
export type ContentPage<C extends Collection> = Pick<ContentEntry<C>, 'slug' | 'data' | 'html'>

export function toContentPage<C extends Collection>(entry: ContentEntry<C> | null): ContentPage<C> | null {
  return entry ? { slug: entry.slug, data: entry.data, html: entry.html } : null
}
