import { BuiltContent } from '../../shared/components/BuiltContent'
import { FetchedPageHero } from '../../shared/components/FetchedPageHero'
import { isPageEmpty } from '../../shared/components/page-data'
import { useBuildData } from '../../shared/data/use-build-data'
import { AboutSections } from './AboutSections'
import type { loader } from './page'

/**
 * The about page (docs/behaviour.md#about-mission-and-history): plain HTML from its snapshot, or its unavailable
 * state when the build had none.
 */
export function Component() {
  const page = useBuildData<typeof loader>()
  return (
    <>
      <FetchedPageHero id="about" page={page} />
      <BuiltContent data={page} isEmpty={isPageEmpty}>
        {(built) => <AboutSections page={built} />}
      </BuiltContent>
    </>
  )
}
