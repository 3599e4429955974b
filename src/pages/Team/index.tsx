import { PageFrame } from '../../shared/components/PageFrame'
import { useBuildData } from '../../shared/data/use-build-data'
import { JoinUsSection } from './JoinUsSection'
import { MembersSection } from './MembersSection'
import { ValuesSection } from './ValuesSection'
import type { loader } from './page'

/**
 * docs/behaviour.md#team: members from the team snapshot (their unavailable state when the build had none),
 * values, join us.
 */
export function Component() {
  const members = useBuildData<typeof loader>()
  return (
    <PageFrame id="team">
      <MembersSection members={members} />
      <ValuesSection />
      <JoinUsSection />
    </PageFrame>
  )
}
