import { useBlockData } from '../../data/useBlockData'
import type { Lang } from '../../i18n/languages'
import type { CategoryOption, NewsStatsData } from './news-data'

/** docs/behaviour.md#news-list: categories or stats failing are only logged; the list works without them. */
function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    console.warn(`The news ${what} could not be loaded.`, error)
    throw error
  })
}

/** The categories of the filter: prerendered, or fetched when the build had none. */
export function useCategoryOptions(initial: CategoryOption[] | null, lang: Lang): CategoryOption[] {
  const block = useBlockData(initial, (signal) =>
    logged('categories', async () => (await import('./live-news')).fetchCategoryOptions(lang, signal)),
  )
  return block.data ?? []
}

/** The stats header's figures, or null while they load or when they failed. */
export function useNewsStats(initial: NewsStatsData | null, lang: Lang): NewsStatsData | null {
  const block = useBlockData<NewsStatsData | null>(
    initial,
    (signal) => logged('stats', async () => (await import('./live-news')).fetchNewsStats(lang, signal)),
    { isEmpty: (data) => data === null },
  )
  return block.data ?? null
}
