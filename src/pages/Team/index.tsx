import { useLoaderData } from 'react-router-dom'
import { onDemand } from '../../data/on-demand'
import { PageFrame } from '../../components/PageFrame'
import { useBlockData } from '../../data/useBlockData'
import type { TeamMember } from '../../schemas/api'
import { JoinUsSection } from './JoinUsSection'
import { MembersSection } from './MembersSection'
import { ValuesSection } from './ValuesSection'

const fetchTeam = onDemand('fetchTeam')

export async function loader(): Promise<TeamMember[] | null> {
  if (!import.meta.env.SSR) return null
  const { readSnapshot } = await import('../../data/server/snapshots')
  return readSnapshot('team')
}

/** SPEC §2 "Team": members from the team snapshot (fetched in the browser when there was none), values, join us. */
export function Component() {
  const built = useLoaderData() as TeamMember[] | null | undefined
  const members = useBlockData(built, fetchTeam)
  return (
    <PageFrame id="team">
      <MembersSection state={members.state} members={members.data} />
      <ValuesSection />
      <JoinUsSection />
    </PageFrame>
  )
}
