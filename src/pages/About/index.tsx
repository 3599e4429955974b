import { buildLoader, useBuildData } from '../../data/build-loader'
import { Island } from '../../islands/Island'
import { AboutBody } from './AboutBody'

export const loader = buildLoader(({ snapshot }) => snapshot('aboutPage'))

/**
 * The about page (docs/behaviour.md#about-mission-and-history): prerendered from the about-page snapshot,
 * fetched in the browser when there was none.
 */
export function Component() {
  const built = useBuildData<typeof loader>()
  // Plain HTML when the build had the page's data; an island that fetches it at once otherwise.
  return <Island name="AboutBody" component={AboutBody} props={{ built }} when="load" hydrate={!built} />
}
