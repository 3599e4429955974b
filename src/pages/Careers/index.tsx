import { useBuildData } from '../../shared/data/use-build-data'
import { PageFrame } from '../../shared/components/PageFrame'
import { ApplySection } from './ApplySection'
import { ExploreLinks } from './ExploreLinks'
import { ReasonsSection } from './ReasonsSection'
import { VolunteeringSection } from './VolunteeringSection'
import type { loader } from './page'

/** docs/behaviour.md#careers: volunteering, four reasons to join, how to apply, and where to read more. */
export function Component() {
  const contact = useBuildData<typeof loader>()
  return (
    <PageFrame id="career">
      <VolunteeringSection />
      <ReasonsSection />
      <ApplySection contact={contact} />
      <ExploreLinks />
    </PageFrame>
  )
}
