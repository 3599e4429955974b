import { fetchArticleStats, fetchCategories } from '../../api/fetchers'
import { useBlockData } from '../../data/useBlockData'
import type { Lang } from '../../i18n/languages'
import { type CategoryOption, type NewsStatsData, toCategoryOptions, toNewsStats } from './news-data'

/** SPEC §8: categories or stats failing are only logged; the list works without them. */
function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    console.warn(`The news ${what} could not be loaded.`, error)
    throw error
  })
}

/** The categories of the filter: prerendered, or fetched when the build had none. */
export function useCategoryOptions(initial: CategoryOption[] | null, lang: Lang): CategoryOption[] {
  const block = useBlockData(initial, (signal) =>
    logged('categories', async () => toCategoryOptions(await fetchCategories(signal), lang)),
  )
  return block.data ?? []
}

/** The stats header's figures, or null while they load or when they failed. */
export function useNewsStats(initial: NewsStatsData | null, lang: Lang): NewsStatsData | null {
  const block = useBlockData<NewsStatsData | null>(
    initial,
    (signal) =>
      logged('stats', async () => {
        const stats = await fetchArticleStats(signal)
        return stats ? toNewsStats(stats, lang) : null
      }),
    { isEmpty: (data) => data === null },
  )
  return block.data ?? null
}
