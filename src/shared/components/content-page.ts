import { buildLoader, type BuildSources } from '../data/build-loader'
import type { Collection, ContentEntry } from '../schemas/content'

/**
 * What the loader of a `content/` page hands to the browser: the entry without its build-only details, and
 * the address where an editor changes its file.
 */
export type ContentPage<C extends Collection> = Pick<ContentEntry<C>, 'slug' | 'data' | 'html'> & {
  editUrl: string
}

export function toContentPage<C extends Collection>(
  entry: ContentEntry<C> | null,
  editUrl: string,
): ContentPage<C> | null {
  return entry ? { slug: entry.slug, data: entry.data, html: entry.html, editUrl } : null
}

/**
 * A `content/` page's entry in the page's language, read at build time only (the content reader never reaches
 * the browser), or null for an unknown slug: the page then shows its not-found text.
 */
export async function readContentPage<C extends Collection>(
  { content, lang }: BuildSources,
  collection: C,
  key: string | undefined,
): Promise<ContentPage<C> | null> {
  if (!key) return null
  const [{ getEntry }, { editUrl }] = await Promise.all([content(), import('../../node/data/repository')])
  return toContentPage(await getEntry(collection, key, lang), editUrl(collection, key, lang))
}

/** The route loader of a `content/` page whose slug (or id) is the route's `param`. */
/* @__NO_SIDE_EFFECTS__ */
export function contentPageLoader<C extends Collection>(collection: C, param: 'slug' | 'id' = 'slug') {
  return buildLoader((sources) => readContentPage(sources, collection, sources.params[param]))
}
