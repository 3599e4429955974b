import { PageFrame } from '../../components/PageFrame'
import { buildLoader, useBuildData } from '../../data/build-loader'
import { JoinUsSection } from './JoinUsSection'
import { MembersSection } from './MembersSection'
import { ValuesSection } from './ValuesSection'

export const loader = buildLoader(({ snapshot }) => snapshot('team'))

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
