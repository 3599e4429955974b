import { useBlockData } from '../data/useBlockData'
import { selectActionLinks, type ActionLink } from './actions'

/** The Actions menu's links: from the build when the slides were there, else asked of the API; empty on failure. */
export function useActionLinks(built: ActionLink[] | null): ActionLink[] {
  const { data } = useBlockData(built, async (signal) => {
    // Loaded only in this rare case, so the API client stays out of every page's first download.
    const { fetchHeroSlides } = await import('../api/fetchers')
    return selectActionLinks(await fetchHeroSlides(signal))
  })
  return data ?? []
}
