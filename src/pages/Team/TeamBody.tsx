import { onDemand } from '../../data/on-demand'
import { PageFrame } from '../../components/PageFrame'
import { useBlockData } from '../../data/useBlockData'
import type { TeamMember } from '../../schemas/api'
import { JoinUsSection } from './JoinUsSection'
import { MembersSection } from './MembersSection'
import { ValuesSection } from './ValuesSection'

const fetchTeam = onDemand('fetchTeam')

/** The team page's content: members from the build, or fetched in the browser when the build had none. */
export function TeamBody({ built }: { built: TeamMember[] | null }) {
  const members = useBlockData(built, fetchTeam)
  return (
    <PageFrame id="team">
      <MembersSection state={members.state} members={members.data} />
      <ValuesSection />
      <JoinUsSection />
    </PageFrame>
  )
}
