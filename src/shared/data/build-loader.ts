import type { LoaderFunctionArgs, Params } from 'react-router-dom'
import { langOf, type Lang } from '../i18n/languages'
import type { Settings } from '../schemas/content'
import type * as ContentReader from '../../node/data/content'
import type { readSnapshot } from '../../node/data/snapshots'

/**
 * The route loaders of the pages (docs/architecture.md#prerender): they run at build time only, where they read
 * the API snapshots and `content/`; outside the build they give null, which a page draws as it draws a missing
 * snapshot (docs/behaviour.md#build-time-failure-policy). The readers are imported inside the build-time branch, so node:fs never reaches the
 * browser. This module imports nothing of react-router at run time: the pages' declarations (page.ts) import it,
 * and code that reads only their paths runs in the browser (src/shared/app/page-links.ts); the hook is use-build-data.ts.
 */

/** What a page's loader may read. */
export interface BuildSources {
  params: Readonly<Params>
  /** The language of the URL (langOf: an unknown prefix reads as French, as the frame does). */
  lang: Lang
  /** One API snapshot, or null when the pipeline has none. */
  snapshot: typeof readSnapshot
  /** content/settings.yaml. */
  settings: () => Promise<Settings>
  /** The reader of content/ (entries of a collection in a language). */
  content: () => Promise<typeof ContentReader>
}

export type BuildLoader<T> = (args: LoaderFunctionArgs) => Promise<T | null>

/** The data a loader made with buildLoader gives its page. */
export type BuildData<L> = L extends BuildLoader<infer T> ? T : never

/**
 * A route loader that states only what its page reads; null (no data) outside the build. Marked free of side
 * effects: code that imports only a page's path from its declaration leaves the loader out of its bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
export function buildLoader<T>(
  read: (sources: BuildSources) => Promise<T | null> | T | null,
): BuildLoader<T> {
  return async ({ params }) => {
    if (!import.meta.env.SSR) return null
    const { readSnapshot } = await import('../../node/data/snapshots')
    const content = () => import('../../node/data/content')
    const sources: BuildSources = {
      params,
      lang: langOf(params.lang),
      snapshot: readSnapshot,
      settings: async () => (await content()).getSettings(),
      content,
    }
    return (await read(sources)) ?? null
  }
}
