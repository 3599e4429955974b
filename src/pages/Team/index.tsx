import { buildLoader, useBuildData } from '../../data/build-loader'
import { Island } from '../../islands/Island'
import { TeamBody } from './TeamBody'

export const loader = buildLoader(({ snapshot }) => snapshot('team'))

/**
 * docs/behaviour.md#team: members from the team snapshot (fetched in the browser when there was none),
 * values, join us.
 */
export function Component() {
  const built = useBuildData<typeof loader>()
  // Plain HTML when the build had the page's data; an island that fetches it at once otherwise.
  return <Island name="TeamBody" component={TeamBody} props={{ built }} when="load" hydrate={!built} />
}
