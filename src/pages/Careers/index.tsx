import { contactSummaryLoader } from '../../components/contact-summary-loader'
import { useBuildData } from '../../data/build-loader'
import { PageFrame } from '../../components/PageFrame'
import { ApplySection } from './ApplySection'
import { ExploreLinks } from './ExploreLinks'
import { ReasonsSection } from './ReasonsSection'
import { VolunteeringSection } from './VolunteeringSection'

export const loader = contactSummaryLoader

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
