import { buildLoader, useBuildData } from '../../data/build-loader'
import { Island } from '../../islands/Island'
import { MissionBody } from './MissionBody'

export const loader = buildLoader(({ snapshot }) => snapshot('missionPage'))

/**
 * The mission page (docs/behaviour.md#about-mission-and-history): prerendered from its snapshot; fetched in
 * the browser otherwise, retried in place.
 */
export function Component() {
  const built = useBuildData<typeof loader>()
  // Plain HTML when the build had the page's data; an island that fetches it at once otherwise.
  return <Island name="MissionBody" component={MissionBody} props={{ built }} when="load" hydrate={!built} />
}
