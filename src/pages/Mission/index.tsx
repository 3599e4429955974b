import { BuiltContent } from '../../components/BuiltContent'
import { FetchedPageHero } from '../../components/FetchedPageHero'
import { isPageEmpty } from '../../components/page-data'
import { buildLoader, useBuildData } from '../../data/build-loader'
import { MissionSections } from './MissionSections'

export const loader = buildLoader(({ snapshot }) => snapshot('missionPage'))

/**
 * The mission page (docs/behaviour.md#about-mission-and-history): plain HTML from its snapshot, or its unavailable
 * state when the build had none.
 */
export function Component() {
  const page = useBuildData<typeof loader>()
  return (
    <>
      <FetchedPageHero id="mission" page={page} />
      <BuiltContent data={page} isEmpty={isPageEmpty}>
        {(built) => <MissionSections page={built} />}
      </BuiltContent>
    </>
  )
}
