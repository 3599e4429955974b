import { fetchHeroSlides } from '../api/fetchers'
import { useBlockData } from '../data/useBlockData'
import { selectActionLinks, type ActionLink } from './actions'

/** The Actions menu's links: from the build when the slides were there, else asked of the API; empty on failure. */
export function useActionLinks(built: ActionLink[] | null): ActionLink[] {
  const { data } = useBlockData(built, async (signal) => selectActionLinks(await fetchHeroSlides(signal)))
  return data ?? []
}
