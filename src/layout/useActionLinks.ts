import { onDemand } from '../data/on-demand'
import { useBlockData } from '../data/useBlockData'
import { selectActionLinks, type ActionLink } from './actions'

// Called only when the build had no slides, so the API client stays out of every page's first download.
const fetchHeroSlides = onDemand('fetchHeroSlides')

/** The Actions menu's links: from the build when the slides were there, else asked of the API; empty on failure. */
export function useActionLinks(built: ActionLink[] | null): ActionLink[] {
  const { data } = useBlockData(built, async (signal) => selectActionLinks(await fetchHeroSlides(signal)))
  return data ?? []
}
