import type { LoaderFunctionArgs } from 'react-router-dom'
import { isLang } from '../i18n/languages'
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
 * The route loader of a `content/` page: its entry in the page's language, read at build time only (the
 * content reader never reaches the browser). Null for an unknown slug: the page then shows its not-found text.
 */
export function contentPageLoader<C extends Collection>(collection: C, param: 'slug' | 'id' = 'slug') {
  return async ({ params }: LoaderFunctionArgs): Promise<ContentPage<C> | null> => {
    const key = params[param]
    if (!import.meta.env.SSR || !isLang(params.lang) || !key) return null
    const [{ getEntry }, { editUrl }] = await Promise.all([
      import('../data/server/content'),
      import('../data/server/repository'),
    ])
    return toContentPage(await getEntry(collection, key, params.lang), editUrl(collection, key, params.lang))
  }
}
