import { buildLoader, useBuildData } from '../../data/build-loader'
import { Island } from '../../islands/Island'
import { HistoryBody } from './HistoryBody'

export const loader = buildLoader(({ snapshot }) => snapshot('historyPage'))

/**
 * The history page (docs/behaviour.md#about-mission-and-history): prerendered from its snapshot, fetched in
 * the browser when there was none.
 */
export function Component() {
  const built = useBuildData<typeof loader>()
  // Plain HTML when the build had the page's data; an island that fetches it at once otherwise.
  return <Island name="HistoryBody" component={HistoryBody} props={{ built }} when="load" hydrate={!built} />
}
