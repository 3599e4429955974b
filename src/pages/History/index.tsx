import { BuiltContent } from '../../shared/components/BuiltContent'
import { FetchedPageHero } from '../../shared/components/FetchedPageHero'
import { isPageEmpty } from '../../shared/components/page-data'
import { useBuildData } from '../../shared/data/use-build-data'
import { HistorySections } from './HistorySections'
import type { loader } from './page'

/**
 * The history page (docs/behaviour.md#about-mission-and-history): plain HTML from its snapshot, or its unavailable
 * state when the build had none.
 */
export function Component() {
  const page = useBuildData<typeof loader>()
  return (
    <>
      <FetchedPageHero id="history" page={page} />
      <BuiltContent data={page} isEmpty={isPageEmpty}>
        {(built) => <HistorySections page={built} />}
      </BuiltContent>
    </>
  )
}
