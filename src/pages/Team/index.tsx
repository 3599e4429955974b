import { useLoaderData } from 'react-router-dom'
import type { TeamMember } from '../../schemas/api'
import { Island } from '../../islands/Island'
import { TeamBody } from './TeamBody'
export async function loader(): Promise<TeamMember[] | null> {
  if (!import.meta.env.SSR) return null
  const { readSnapshot } = await import('../../data/server/snapshots')
  return readSnapshot('team')
}

/**
 * docs/behaviour.md#team: members from the team snapshot (fetched in the browser when there was none),
 * values, join us.
 */
export function Component() {
  const built = useLoaderData() as TeamMember[] | null | undefined
  // Plain HTML when the build had the page's data; an island that fetches it at once otherwise.
  return (
    <Island
      name="TeamBody"
      component={TeamBody}
      props={{ built: built ?? null }}
      when="load"
      hydrate={!built}
    />
  )
}
